export { DateRangeControl } from './components/date-range-control';
export { GroupingSelect } from './components/grouping-select';
export { PeriodControls } from './components/period-controls';
export { currentRange, useDateStore } from './stores/date-store';
export { useDebouncedDateRange } from './stores/use-debounced-date-range';
