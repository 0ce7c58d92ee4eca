// The Telegram Mini App's page (bot/web/miniapp.py): Telegram opens it with its launch
// parameters in the address's fragment (#tgWebAppData=<init data>&tgWebAppVersion=…); the
// init data goes to the server, which checks Telegram's signature and its age and sends the
// viewer on to the game's live page, or says why not. Nothing of Telegram's is loaded.
"use strict";
(function () {
  var launch = new URLSearchParams(window.location.hash.slice(1));
  var init = launch.get("tgWebAppData") || "";
  window.location.replace("app/open?init=" + encodeURIComponent(init));
})();
