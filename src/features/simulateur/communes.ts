// The communes of a postal code now live in src/lib (shared with the page « Les aides près de chez vous »).
export * from '../../lib/communes.ts';
