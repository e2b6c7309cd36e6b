import { describe, expect, it } from 'vitest';
import { cityAddress, cityPostalCode, formatAddress, phoneNumber } from './address';
import type { AddressCity, AddressParts } from './address';
import { cultureOf } from './culture';
import { createRandom } from './random';

const city = (
  name: string,
  region: string,
  cca2: string,
  countryName: string,
  subregion: string,
): AddressCity => ({
  geonameId: 1,
  name,
  region,
  cca2,
  countryName,
  culture: cultureOf(cca2, subregion),
});

const parts: AddressParts = {
  street: 'Main St',
  number: 12,
  postalCode: '10001',
  locality: 'Camp',
};

describe('addresses in each country’s style', () => {
  it('lays out the number, street, postal code and country as Google does', () => {
    const newYork = city('New York City', 'New York', 'US', 'United States', 'Northern America');
    expect(formatAddress(newYork, parts)).toBe('12 Main St, New York City, NY 10001, USA');
    const paris = city('Paris', 'Île-de-France', 'FR', 'France', 'Western Europe');
    expect(formatAddress(paris, { ...parts, street: 'Rue de la Paix', postalCode: '75002' })).toBe(
      '12 Rue de la Paix, 75002 Paris, France',
    );
    const berlin = city('Berlin', 'State of Berlin', 'DE', 'Germany', 'Western Europe');
    expect(formatAddress(berlin, { ...parts, street: 'Hauptstraße', postalCode: '10115' })).toBe(
      'Hauptstraße 12, 10115 Berlin, Germany',
    );
    const london = city('London', 'England', 'GB', 'United Kingdom', 'Northern Europe');
    expect(formatAddress(london, { ...parts, street: 'High Street', postalCode: 'SW1 2AB' })).toBe(
      '12 High Street, London SW1 2AB, UK',
    );
    const pune = city('Pune', 'Maharashtra', 'IN', 'India', 'Southern Asia');
    expect(formatAddress(pune, { ...parts, street: 'Karve Road', postalCode: '411004' })).toBe(
      'Karve Road, Camp, Pune, Maharashtra 411004, India',
    );
  });

  it('drops the street for a landmark, and names a city by itself', () => {
    const pune = city('Pune', 'Maharashtra', 'IN', 'India', 'Southern Asia');
    expect(formatAddress(pune, { ...parts, street: '', postalCode: '411030' })).toBe(
      'Pune, Maharashtra 411030, India',
    );
    expect(cityAddress(pune)).toBe('Pune, Maharashtra, India');
    const singapore = city('Singapore', '', 'SG', 'Singapore', 'South-Eastern Asia');
    expect(cityAddress(singapore)).toBe('Singapore');
  });

  it('gives cities postal codes and phone numbers in the national format', () => {
    const pune = {
      ...city('Pune', 'Maharashtra', 'IN', 'India', 'Southern Asia'),
      geonameId: 1259229,
    };
    expect(cityPostalCode(pune)).toBe('411001');
    expect(phoneNumber(pune, '+91', createRandom(1))).toMatch(/^020 \d{4} \d{4}$/);
    const chicago = {
      ...city('Chicago', 'Illinois', 'US', 'United States', 'Northern America'),
      geonameId: 4887398,
    };
    expect(cityPostalCode(chicago)).toMatch(/^606\d\d$/);
    expect(phoneNumber(chicago, '+1', createRandom(2))).toMatch(/^\(312\) 555-01\d\d$/);
    const dubai = city('Dubai', 'Dubai', 'AE', 'United Arab Emirates', 'Western Asia');
    expect(cityPostalCode(dubai)).toBe('');
  });
});
