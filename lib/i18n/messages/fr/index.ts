import { common } from "./common";
import { errors } from "./errors";
import { catalog } from "./catalog";
import { product } from "./product";
import { cart } from "./cart";
import { wishlist } from "./wishlist";
import { orders } from "./orders";
import { checkout } from "./checkout";
import { account } from "./account";
import { auth } from "./auth";
import { home } from "./home";
import { info } from "./info";
import { messaging } from "./messaging";
import { chat } from "./chat";
import { returns } from "./returns";
import { delivery } from "./delivery";
import { reviews } from "./reviews";
import type { Catalogue } from "../../types";

export const fr: Catalogue = {
  common,
  errors,
  catalog,
  product,
  cart,
  wishlist,
  orders,
  checkout,
  account,
  auth,
  home,
  info,
  messaging,
  chat,
  returns,
  delivery,
  reviews,
};
