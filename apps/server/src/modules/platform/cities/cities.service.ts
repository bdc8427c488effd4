import { CITY_SEARCH_LIMIT, type City, citySearchName, isPostcodeQuery, LISTED_CITY_COUNTRIES } from '@ds/domain';
import type { Db } from '../../../db/client';
import { findCitiesByName, findCitiesByPostcode } from './cities.repo';

/**
 * Postcode-or-name autocomplete: digits search postcodes, anything else the start of a name
 * (case and accents ignored). France, Germany and Italy are typed freely: no suggestion.
 */
export async function searchCities(db: Db, query: { q: string; country: City['country'] }): Promise<City[]> {
  if (!LISTED_CITY_COUNTRIES.includes(query.country)) return [];
  if (isPostcodeQuery(query.q)) {
    return findCitiesByPostcode(db, query.country, query.q.replace(/\s/g, ''), CITY_SEARCH_LIMIT);
  }
  const searchName = citySearchName(query.q);
  if (!searchName) return [];
  return findCitiesByName(db, query.country, searchName, CITY_SEARCH_LIMIT);
}
