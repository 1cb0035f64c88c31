/* Compute Advisor portal widget. One tag embeds the advisor in an auto-resizing iframe:

   <script src="https://ADVISOR-HOST/static/embed.js" defer
           data-page="questionnaire"          (or "chat")
           data-lang="zh"                     (or "en")
           data-answers='{"task_type":"fine_tuning"}'   (optional initial answers)
           data-session="..."                 (optional: resume a session)
           data-target="#advisor"             (optional: where to put it; default: after this tag)
           data-min-height="480"></script>

   The portal origin must be listed in the advisor's ADVISOR_ALLOWED_ORIGINS, or the
   browser refuses to show the frame. Heights are accepted only from the advisor's origin. */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src, window.location.href).origin;
  var data = script.dataset;
  var chat = data.page === "chat";
  var path;
  if (data.session) {
    var sid = encodeURIComponent(data.session);
    path = chat ? "/embed/s/" + sid + "/chat" : "/embed/s/" + sid;
  } else {
    path = chat ? "/embed/chat" : "/embed/";
  }
  var url = new URL(path, origin);
  if (data.lang) url.searchParams.set("lang", data.lang);
  if (data.answers && !data.session && !chat) url.searchParams.set("answers", data.answers);

  var frame = document.createElement("iframe");
  frame.src = url.href;
  frame.title = data.title || (data.lang === "en" ? "Compute Advisor" : "算力选型顾问");
  frame.className = "advisor-frame";
  frame.setAttribute("allow", "clipboard-write"); // the "copy resume link" button
  frame.setAttribute("data-advisor-frame", "");
  // The portal's page, not ours: styles set from script here are the portal's business.
  frame.style.width = "100%";
  frame.style.border = "0";
  frame.style.display = "block";
  frame.style.height = (parseInt(data.minHeight, 10) || 480) + "px";

  var target = data.target ? document.querySelector(data.target) : null;
  if (target) target.appendChild(frame);
  else script.parentNode.insertBefore(frame, script.nextSibling);

  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var msg = event.data;
    if (!msg || msg.type !== "advisor:resize") return;
    var h = Number(msg.height);
    if (isFinite(h) && h > 0 && h < 50000) frame.style.height = Math.ceil(h) + "px";
  });
})();
