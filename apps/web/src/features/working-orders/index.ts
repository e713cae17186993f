export { workingOrdersKeys } from './api/working-orders-keys';
export { useWorkingOrders } from './api/get-working-orders';
export { WorkingOrdersCard } from './components/working-orders-card';
