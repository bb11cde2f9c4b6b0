import { isBrokerLoss, tolerateBrokerLoss } from './broker-loss';

describe(tolerateBrokerLoss.name, () => {
  it('logs a reply lost with the broker connection instead of ending the process', () => {
    const warnings: string[] = [];
    for (const message of ['channel closed', 'Channel closed', 'Connection closed (320)'])
      tolerateBrokerLoss(new Error(message), (warning) => warnings.push(warning));
    expect(warnings).toHaveLength(3);
  });

  it('still ends the process on any other unhandled rejection', () => {
    const defect = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(() => tolerateBrokerLoss(defect, () => undefined)).toThrow(defect);
    expect(isBrokerLoss('channel closed')).toBe(false);
  });
});
