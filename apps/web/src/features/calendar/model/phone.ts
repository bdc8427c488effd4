/** The calendar's phone layout: a three-day time grid filling the screen and a floating "new appointment" button. */
export const PHONE_QUERY = '(max-width: 600px)';
