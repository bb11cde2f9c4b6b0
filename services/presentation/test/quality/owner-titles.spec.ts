import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerTitleLayouts } from './owner-titles';

const AURORA = join(__dirname, '../../../storage/assets/system-templates/aurora.pptx');

describe(ownerTitleLayouts.name, () => {
  it("names the layouts the template's own slides put their text in, and only those", async () => {
    // Aurora's own slides use four of its eleven layouts, its content layout (2) among them.
    const owned = await ownerTitleLayouts(readFileSync(AURORA));
    expect(owned).toContain('ppt/slideLayouts/slideLayout2.xml');
    expect(owned).not.toContain('ppt/slideLayouts/slideLayout7.xml');
    expect(owned.size).toBeLessThan(8);
  });
});
