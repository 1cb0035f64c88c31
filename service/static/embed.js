/* Compute Advisor portal widget. One tag embeds the advisor in an auto-resizing iframe:

   <script src="https://ADVISOR-HOST/static/embed.js" defer
           data-page="questionnaire"          (or "chat")
           data-lang="zh"                     (or "en")
           data-answers='{"task_type":"fine_tuning"}'   (optional initial answers)
           data-session="..."                 (optional: resume a session)
           data-target="#advisor"             (optional: where to put it; default: after this tag)
           data-min-height="480"></script>

   The portal origin must be listed in the advisor's ADVISOR_ALLOWED_ORIGINS, or the
   browser refuses to show the frame; the widget then says so in words, with a link that
   opens the advisor in its own tab. Without data-lang the advisor uses its default
   language. Heights are accepted only from the advisor's origin. */
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

  // A frame the advisor agreed to be shown in reports its height at once; a refused one
  // (CSP frame-ancestors) loads the browser's error page and never does.
  var heard = false;
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var msg = event.data;
    if (!msg || msg.type !== "advisor:resize") return;
    heard = true;
    var h = Number(msg.height);
    if (isFinite(h) && h > 0 && h < 50000) frame.style.height = Math.ceil(h) + "px";
  });
  frame.addEventListener("load", function () {
    setTimeout(function () { if (!heard) refused(); }, 2500);
  });

  function refused() {
    var en = data.lang === "en", zh = data.lang === "zh";
    var text = en ? "This site is not allowed to embed the Compute Advisor. "
      : zh ? "此网站未被允许嵌入算力选型顾问。"
      : "此网站未被允许嵌入算力选型顾问。This site is not allowed to embed the Compute Advisor. ";
    var box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.className = "advisor-refused";
    box.style.border = "1px solid #d0d5dd";
    box.style.borderRadius = "8px";
    box.style.padding = "12px 16px";
    box.style.background = "#fff";
    box.style.color = "#17202e";
    box.appendChild(document.createTextNode(text));
    var link = document.createElement("a");
    link.href = new URL(path.replace(/^\/embed/, "") || "/", origin).href + url.search;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = en ? "Open it in a new tab" : zh ? "在新标签页中打开" : "在新标签页中打开 / Open it in a new tab";
    box.appendChild(link);
    frame.style.display = "none"; // kept, so the page's layout and scripts still find it
    frame.parentNode.insertBefore(box, frame);
  }
})();
