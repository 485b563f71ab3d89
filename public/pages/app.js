// @ts-check
// The page's entry (index.html loads it as a module). Each part registers its own listeners when imported:
// protocol-choice.js (which protocol new debates run, from GET /api/protocols), search.js (the search bar),
// start.js (starting a debate), debate-page.js with debate-view.js (the debate page), evidence-dialog.js, home.js
// (the hot list or sample companies), and router.js (the addresses and page-wide clicks). Then the banner loads, the
// protocols load, and the address is shown.
import { loadBanner } from "../ui/banner.js";
import { loadProtocols } from "../ui/protocol-choice.js";
import { route } from "../lib/router.js";

loadBanner();
// Every view names protocols and roles from the server's registry: it is loaded before the first page is shown.
await loadProtocols();
route();
