/** A poll (alias p) still open: no end, or an end ahead. */
export const OPEN = '(p.expires_at IS NULL OR p.expires_at > now())';
