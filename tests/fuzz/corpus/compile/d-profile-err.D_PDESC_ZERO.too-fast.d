/*
 * Periods below 200 us are refused: the probe does not exist.
 */
tick-100us { }
