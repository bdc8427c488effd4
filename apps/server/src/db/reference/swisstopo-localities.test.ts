import { describe, expect, it } from 'vitest';
import { citiesOf, missingFromDirectory, parseLocalities, readLocalities } from './localities';
import { formatLocalities, localitiesFromSwisstopo } from './swisstopo-localities';

const HEADER =
  'Ortschaftsname;PLZ4;Zusatzziffer;ZIP_ID;Gemeindename;BFS-Nr;Kantonskürzel;Adressenanteil;E;N;Sprache;Validity';
const CSV = `\uFEFF${[
  HEADER,
  'Vaduz;9490;00;5393;Vaduz;7001;;100 %;2757674.000;1223440.000;de;2008-07-01',
  'Genève;1202;00;368;Pregny-Chambésy;6634;GE;0.801 %;2499379.000;1120947.000;fr;2008-07-01',
  'Genève;1202;00;368;Genève;6621;GE;99.199 %;2499544.000;1119162.000;fr;2008-07-01',
  'Sihlbrugg;6340;04;3458;Hausen am Albis;4;ZH;30 %;2686000.000;1228000.000;de;2008-07-01',
  'Sihlbrugg;6340;04;3458;Neuheim;1705;ZG;70 %;2686500.000;1228500.000;de;2008-07-01',
  '"Biel/Bienne";2502;00;1428;Biel/Bienne;371;BE;100 %;2585547.000;1221249.000;multiple;2008-07-01',
].join('\r\n')}\r\n`;

describe("swisstopo's directory of localities → seed file", () => {
  it('reads the CSV by header names, Liechtenstein by its municipality numbers, main canton first', () => {
    const localities = localitiesFromSwisstopo(CSV);
    expect(localities.map((row) => `${row.country} ${row.postcode} ${row.postal_name} ${row.canton}`)).toEqual([
      'CH 1202 Genève GE',
      'CH 1202 Genève GE',
      'CH 2502 Biel/Bienne BE',
      'CH 6340 Sihlbrugg ZG',
      'CH 6340 Sihlbrugg ZH',
      'LI 9490 Vaduz ',
    ]);
    expect(localities[0]).toMatchObject({ municipality: 'Genève', municipality_bfs_number: '6621' });
    expect(localities[3]).toMatchObject({ postcode_suffix: '4' });
  });

  it('writes a file the server reads back into one city per postcode and name', () => {
    const cities = citiesOf(parseLocalities(formatLocalities(localitiesFromSwisstopo(CSV))));
    expect(cities).toEqual([
      { country: 'CH', postcode: '1202', name: 'Genève', canton: 'GE', searchName: 'geneve' },
      { country: 'CH', postcode: '2502', name: 'Biel/Bienne', canton: 'BE', searchName: 'biel/bienne' },
      { country: 'CH', postcode: '6340', name: 'Sihlbrugg', canton: 'ZG', searchName: 'sihlbrugg' },
      { country: 'LI', postcode: '9490', name: 'Vaduz', canton: null, searchName: 'vaduz' },
    ]);
  });

  it('refuses a file that is not the directory', () => {
    expect(() => localitiesFromSwisstopo('a;b;c\n1;2;3\n')).toThrow(/no column Ortschaftsname/);
  });

  it('adds the hand-kept supplement rows an edition lacks, and only those', async () => {
    const edition = localitiesFromSwisstopo(CSV);
    const geneve = edition.find((row) => row.municipality_bfs_number === '6621');
    if (!geneve) throw new Error('no 1202 Genève in the sample');
    const supplement = parseLocalities(formatLocalities([{ ...geneve }, { ...geneve, postcode: '1201' }]));
    expect(missingFromDirectory(edition, supplement).map((row) => row.postcode)).toEqual(['1201']);

    const loaded = await readLocalities();
    const lausanne1004 = loaded.filter((row) => row.postcode === '1004');
    expect(lausanne1004).toEqual([expect.objectContaining({ postal_name: 'Lausanne', canton: 'VD' })]);
  });
});
