// The live page's updates (bot/web/): the server's events replace the page's changing part
// and the board's picture whenever the game's version moves. EventSource reconnects by
// itself (a restarted bot), and the state sent at each connection is compared with the
// page's own version. Without JavaScript the page refreshes itself instead (<noscript>).
"use strict";
(function () {
  var state = document.getElementById("state");
  var board = document.getElementById("board");
  if (!state || !window.EventSource) {
    return;
  }
  var events = new EventSource(state.getAttribute("data-events"));
  events.addEventListener("state", function (event) {
    var data = JSON.parse(event.data);
    if (data.version === document.documentElement.getAttribute("data-version")) {
      return;
    }
    state.innerHTML = data.html;
    if (board) {
      board.src = board.getAttribute("data-src") + "&v=" + encodeURIComponent(data.version);
      var alt = state.querySelector("[data-board-alt]");
      if (alt) {
        board.alt = alt.getAttribute("data-board-alt");
      }
    }
    document.documentElement.setAttribute("data-version", data.version);
  });
  events.addEventListener("gone", function () {
    events.close();
    window.location.reload();
  });
})();
