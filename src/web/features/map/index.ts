/** The map feature's public entry: the form that sets a school's place (the map page is a lazy route). */
export { SchoolPlaceForm } from './school-place-form';
