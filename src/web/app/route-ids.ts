/** The school dashboard's route (app-routes.tsx), which the server may render (decision 049; main.tsx). */
export const DASHBOARD_ROUTE_ID = 'school-dashboard';
