// The widget's French bundle ships without type declarations; it only registers strings on import.
declare module 'altcha/i18n/fr-fr';
