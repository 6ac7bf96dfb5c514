/** The format id used in errors and by the descriptor: `prime`. */
export const FORMAT_ID = 'prime';
