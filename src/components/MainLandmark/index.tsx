import {createContext} from 'react';

/**
 * Set by pages whose content comes from a plugin without a <main> landmark
 * (the search page); the wrapped Layout then puts their content in one.
 */
export const NeedsMainLandmark = createContext(false);
