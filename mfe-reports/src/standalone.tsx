// Module Federation negotiates shared libraries before the app starts: the app lives behind this boundary.
import('./standalone-bootstrap.tsx');
