import {
  Package,
  type PackageInput,
  type PackageListQuery,
  Product,
  type ProductInput,
  type ProductListQuery,
} from '../domain/schemas/catalogue';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** Products: the six routes of every master. */
export const productsApi = (http: HttpClient) =>
  masterApi<Product, ProductInput, ProductListQuery>(http, '/api/products', Product);

/** Packages: the six routes of every master. */
export const packagesApi = (http: HttpClient) =>
  masterApi<Package, PackageInput, PackageListQuery>(http, '/api/packages', Package);
