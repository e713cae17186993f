export { ExchangePicker } from './components/exchange-picker';
export { MarketChartPanel } from './components/market-chart-panel';
export { PriceChart } from './components/price-chart/price-chart';
export { SymbolPicker } from './components/symbol-picker';
export { useMarketCandles } from './lib/use-market-candles';
export { useMarketSelection } from './lib/use-market-selection';
