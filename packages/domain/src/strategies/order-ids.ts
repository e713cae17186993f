/**
 * The order id a deployment gives each trade its strategy returns: unique per deployment, candle
 * and position in the run's answer, so a run repeated after a crash creates nothing twice, and
 * every trade of one deployment can be found by the prefix.
 */
export const deploymentOrderIdPrefix = (deploymentId: string): string =>
  `strategy-${deploymentId}-`;

export function strategyOrderId(deploymentId: string, timestamp: number, index: number): string {
  return `${deploymentOrderIdPrefix(deploymentId)}${timestamp}-${index}`;
}
