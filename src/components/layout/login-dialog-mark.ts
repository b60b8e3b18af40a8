/** The appointment page the login dialog was opened on: the login link returns there (spec section 4). */
export interface DialogReturnRoute {
  route: string;
  contactType?: string;
}

/**
 * The page frame's mark where the login dialog may open (every layout but `blank`), with the route a login link
 * made there returns to. The dialog itself is mounted once per document (the locale layout) and reads the mark
 * when it opens, so the frame stays free of the auth feature.
 */
export const LOGIN_DIALOG_MARK = 'data-login-dialog';
