import type { Culture, Religion } from './culture';
import type { GeneratorCity } from './place-types';
import { placeWords } from './place-words';
import type { Random } from './random';

/** A place of worship of the city's religion: its name and primary type. */
export function placeOfWorship(
  religion: Religion,
  culture: Culture,
  city: GeneratorCity,
  random: Random,
): [string, string] {
  const chosen: Religion =
    religion === 'mixed' ? random.pick(['christian', 'muslim'] as const) : religion;
  switch (chosen) {
    case 'hindu': {
      if (random.chance(0.15))
        return [
          `Gurudwara Shri ${random.pick(['Guru Nanak', 'Guru Singh Sabha', 'Bangla', 'Nanak Darbar'])} Sahib`,
          'place_of_worship',
        ];
      if (random.chance(0.12)) return [`${random.pick(placeWords().mosqueNames)} Masjid`, 'mosque'];
      if (random.chance(0.1))
        return [`St. ${random.pick(placeWords().saints.en)}’s Church`, 'church'];
      const deity = random.pick(placeWords().deities);
      return [
        random.pick([`Shri ${deity} Mandir`, `${deity} Temple`, `Shri ${deity} Temple`]),
        'hindu_temple',
      ];
    }
    case 'muslim': {
      if (random.chance(0.25)) return [`Grand Mosque of ${city.name}`, 'mosque'];
      return [
        random.pick([
          `${random.pick(placeWords().mosqueNames)} Mosque`,
          `Masjid ${random.pick(placeWords().mosqueNames)}`,
        ]),
        'mosque',
      ];
    }
    case 'buddhist':
      if (culture.cuisine === 'thai')
        return [`Wat ${random.pick(placeWords().buddhistWords)}`, 'place_of_worship'];
      return [
        `${random.pick(placeWords().buddhistWords)} ${random.pick(['Pagoda', 'Temple', 'Monastery'])}`,
        'place_of_worship',
      ];
    case 'japanese':
      return random.chance(0.5)
        ? [`${random.pick(placeWords().japaneseTemples)}-ji Temple`, 'place_of_worship']
        : [`${random.pick(placeWords().japaneseShrines)} Shrine`, 'place_of_worship'];
    case 'chinese':
      return [`${random.pick(placeWords().chineseTemples)} Temple`, 'place_of_worship'];
    case 'jewish':
      return random.chance(0.6)
        ? [`${random.pick(['Great', 'Old', 'Hurva', 'Ramban', 'Yeshurun'])} Synagogue`, 'synagogue']
        : [`St. ${random.pick(placeWords().saints.en)}’s Church`, 'church'];
    case 'christian': {
      const language = culture.churches;
      if (random.chance(0.2))
        return [placeWords().cathedrals[language].replace('{C}', city.name), 'church'];
      return [
        placeWords().churches[language].replace('{S}', random.pick(placeWords().saints[language])),
        'church',
      ];
    }
  }
}
