/** A school's place on the provider's map (issue 19, decision 037): the form on the provider's school page. */
export const enSchoolPlace = {
  'place.heading': 'Place on the map',
  'place.intro':
    'Where the school is on the map of schools. Give the latitude and longitude in decimal degrees; a point within about 100 metres is enough for the map.',
  'place.current': 'Now at {lat}, {lng} (set {date}).',
  'place.none': 'Not placed yet: the school is in the list under the map but not drawn on it.',
  'place.lat': 'Latitude',
  'place.latHint': 'South is negative: for example −41.2865 for Wellington.',
  'place.lng': 'Longitude',
  'place.lngHint':
    'East of Greenwich: for example 174.7762 for Wellington (the Chatham Islands are about −176.5).',
  'place.latRequired': 'Enter the latitude.',
  'place.lngRequired': 'Enter the longitude.',
  'place.latNotNumber': 'Enter the latitude as a number of degrees, like −41.2865.',
  'place.lngNotNumber': 'Enter the longitude as a number of degrees, like 174.7762.',
  'place.latRange': 'The latitude must be between −90 and 90.',
  'place.lngRange': 'The longitude must be between −180 and 180.',
  'place.latOutsideNz':
    'That point is not in New Zealand. Check the latitude: south is negative, about −34 to −48.',
  'place.lngOutsideNz':
    'That point is not in New Zealand. Check the longitude: about 166 to 179 east (the Chatham Islands about −176).',
  'place.useDevice': 'Use this device’s location',
  'place.locating': 'Finding this device’s location…',
  'place.deviceFilled':
    'This device’s location is in the fields (to within about {metres} metres). Check it is the school, then save.',
  'place.deviceDenied':
    'This browser was not allowed to share its location. Type the latitude and longitude instead.',
  'place.deviceFailed': 'This device’s location could not be found. Type the latitude and longitude instead.',
  'place.save': 'Save the place',
  'place.saved': 'The place of {school} is saved.',
} as const;
