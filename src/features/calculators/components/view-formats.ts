/** Formats of the calculator's view besides the site's named ones (also warmed up before hydrating, see MortgageCalculator). */
export const RATE_FORMAT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
export const MONTH_YEAR_FORMAT: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
