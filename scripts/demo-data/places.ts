// Australian places the demo data uses for dealer addresses, private sellers and delivery regions.

export type StateCode = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';

export interface Place {
  suburb: string;
  city: string;
  state: StateCode;
  postcode: string;
  lat: number;
  long: number;
}

const place = (suburb: string, city: string, state: StateCode, postcode: string, lat: number, long: number): Place => ({
  suburb,
  city,
  state,
  postcode,
  lat,
  long,
});

/** Suburbs the demo dealers trade from. */
export const DEALER_PLACES = {
  parramatta: place('Parramatta', 'Sydney', 'NSW', '2150', -33.815, 151.0011),
  liverpool: place('Liverpool', 'Sydney', 'NSW', '2170', -33.92, 150.9238),
  artarmon: place('Artarmon', 'Sydney', 'NSW', '2064', -33.8086, 151.1852),
  ringwood: place('Ringwood', 'Melbourne', 'VIC', '3134', -37.8136, 145.229),
  dandenong: place('Dandenong', 'Melbourne', 'VIC', '3175', -37.9875, 145.2149),
  fortitudeValley: place('Fortitude Valley', 'Brisbane', 'QLD', '4006', -27.457, 153.0336),
  eagleFarm: place('Eagle Farm', 'Brisbane', 'QLD', '4009', -27.4316, 153.0873),
  springwood: place('Springwood', 'Brisbane', 'QLD', '4127', -27.6128, 153.1294),
  broadmeadow: place('Broadmeadow', 'Newcastle', 'NSW', '2292', -32.9225, 151.733),
  newcastleWest: place('Newcastle West', 'Newcastle', 'NSW', '2302', -32.9253, 151.7603),
  garbutt: place('Garbutt', 'Townsville', 'QLD', '4814', -19.2656, 146.7722),
  winnellie: place('Winnellie', 'Darwin', 'NT', '0820', -12.4284, 130.8838),
} as const;

/** Where private (consignment) sellers live. */
export const PRIVATE_SELLER_PLACES: readonly Place[] = [
  place('Blacktown', 'Sydney', 'NSW', '2148', -33.771, 150.9063),
  place('Penrith', 'Sydney', 'NSW', '2750', -33.7507, 150.6877),
  place('Wollongong', 'Wollongong', 'NSW', '2500', -34.4278, 150.8931),
  place('Maitland', 'Maitland', 'NSW', '2320', -32.7316, 151.5527),
  place('Charlestown', 'Newcastle', 'NSW', '2290', -32.9685, 151.6932),
  place('Port Macquarie', 'Port Macquarie', 'NSW', '2444', -31.4333, 152.9),
  place('Dubbo', 'Dubbo', 'NSW', '2830', -32.2569, 148.6011),
  place('Wagga Wagga', 'Wagga Wagga', 'NSW', '2650', -35.1082, 147.3598),
  place('Belconnen', 'Canberra', 'ACT', '2617', -35.2384, 149.0656),
  place('Geelong', 'Geelong', 'VIC', '3220', -38.1499, 144.3617),
  place('Ballarat', 'Ballarat', 'VIC', '3350', -37.5622, 143.8503),
  place('Bendigo', 'Bendigo', 'VIC', '3550', -36.757, 144.2794),
  place('Frankston', 'Melbourne', 'VIC', '3199', -38.1446, 145.1261),
  place('Southport', 'Gold Coast', 'QLD', '4215', -27.9673, 153.4),
  place('Toowoomba', 'Toowoomba', 'QLD', '4350', -27.5598, 151.9507),
  place('Mackay', 'Mackay', 'QLD', '4740', -21.1411, 149.1861),
  place('Rockhampton', 'Rockhampton', 'QLD', '4700', -23.378, 150.5136),
  place('Cairns', 'Cairns', 'QLD', '4870', -16.9186, 145.7781),
  place('Mount Isa', 'Mount Isa', 'QLD', '4825', -20.7256, 139.4927),
  place('Katherine', 'Katherine', 'NT', '0850', -14.4652, 132.2635),
  place('Alice Springs', 'Alice Springs', 'NT', '0870', -23.698, 133.8807),
  place('Palmerston', 'Darwin', 'NT', '0830', -12.4797, 130.9833),
  place('Glenelg', 'Adelaide', 'SA', '5045', -34.9807, 138.5157),
  place('Mount Gambier', 'Mount Gambier', 'SA', '5290', -37.8284, 140.7804),
  place('Joondalup', 'Perth', 'WA', '6027', -31.7448, 115.7661),
  place('Bunbury', 'Bunbury', 'WA', '6230', -33.3271, 115.6414),
  place('Launceston', 'Launceston', 'TAS', '7250', -41.4332, 147.1441),
  place('Sandy Bay', 'Hobart', 'TAS', '7005', -42.8936, 147.3241),
];

/** The area code an Australian landline in the state starts with. */
export const AREA_CODES: Record<StateCode, string> = {
  NSW: '02',
  ACT: '02',
  VIC: '03',
  TAS: '03',
  QLD: '07',
  SA: '08',
  WA: '08',
  NT: '08',
};
