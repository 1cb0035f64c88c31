/* Progressive enhancement for the advisor pages. Every page works without this file:
   forms post and links navigate. Here we only make things smoother: copy buttons, a
   checklist saved as it is ticked, the chat over the JSON API, and the iframe height for portals.
   No inline scripts exist (CSP); all text shown comes from data-* attributes. */
(function () {
  "use strict";
  var doc = document;
  doc.documentElement.classList.add("has-js");

  function $(sel, root) { return (root || doc).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || doc).querySelectorAll(sel)); }
  function el(tag, cls, text) {
    var node = doc.createElement(tag);
    if (cls) node.className = cls;
    if (text != null) node.textContent = text; // never innerHTML: replies are untrusted text
    return node;
  }

  /* -- embedded in a portal: report our height to the parent, allowed origins only -- */
  function setupResize() {
    if (window.parent === window) return;
    var origins;
    try { origins = JSON.parse(doc.body.getAttribute("data-parent-origins") || "[]"); } catch (e) { origins = []; }
    if (!origins.length) return;
    var targets = origins;
    var ancestors = window.location.ancestorOrigins;
    if (ancestors && ancestors.length) {
      targets = origins.indexOf(ancestors[0]) >= 0 ? [ancestors[0]] : [];
    }
    if (!targets.length) return;
    var last = 0;
    function send() {
      var h = Math.ceil(doc.body.getBoundingClientRect().height);
      if (h === last || h <= 0) return;
      last = h;
      targets.forEach(function (origin) {
        window.parent.postMessage({ type: "advisor:resize", height: h }, origin);
      });
    }
    if (window.ResizeObserver) new ResizeObserver(send).observe(doc.body);
    window.addEventListener("load", send);
    $all("details").forEach(function (d) { d.addEventListener("toggle", send); });
    send();
  }

  /* -- small conveniences -- */
  function setupCopy() {
    $all("[data-copy]").forEach(function (btn) {
      btn.addEventListener("click", function () {
        var field = $(btn.getAttribute("data-copy"));
        if (!field) return;
        field.select();
        var done = function () {
          var old = btn.textContent;
          btn.textContent = btn.getAttribute("data-copied") || old;
          setTimeout(function () { btn.textContent = old; }, 1500);
        };
        if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(field.value).then(done, done);
        else { try { doc.execCommand("copy"); } catch (e) { /* selection stays for manual copy */ } done(); }
      });
    });
    $all("[data-print]").forEach(function (btn) {
      btn.addEventListener("click", function () { window.print(); });
    });
  }

  function setupPrint() {
    // Closed <details> print as closed; open them for the printout and restore after.
    var opened = [];
    window.addEventListener("beforeprint", function () {
      opened = $all("details:not([open])");
      opened.forEach(function (d) { d.open = true; });
    });
    window.addEventListener("afterprint", function () {
      opened.forEach(function (d) { d.open = false; });
      opened = [];
    });
  }

  /* The checklist: ticks are saved in the session (the form posts to /s/{id}/checks); with
     script each change is saved at once and the "verified n/m" counter follows. */
  function setupChecklist() {
    var form = $("form[data-checks]");
    if (!form || !window.fetch || !window.URLSearchParams) return;
    var counter = $("#verified");
    function update() {
      var boxes = $all("input[name=check]", form);
      var done = boxes.filter(function (b) { return b.checked; }).length;
      boxes.forEach(function (b) { var li = b.closest(".check"); if (li) li.classList.toggle("is-checked", b.checked); });
      if (counter) counter.textContent = (counter.getAttribute("data-template") || "{n}/{m}").replace("{n}", done).replace("{m}", boxes.length);
    }
    form.addEventListener("change", function () {
      update();
      var body = new URLSearchParams();
      $all("input[name=check]:checked", form).forEach(function (b) { body.append("check", b.value); });
      fetch(form.getAttribute("action"), {
        method: "POST",
        headers: { "Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString()
      }).then(function (res) {
        if (!res.ok) throw new Error(res.status);
        form.classList.remove("is-failed");
      }).catch(function () { form.classList.add("is-failed"); }); // the save button shows again
    });
  }

  function setupStep() {
    if (doc.body.classList.contains("is-embed")) return; // focus would scroll the portal page
    var invalid = $(".step-form [aria-invalid=true], .step-form [data-invalid] input");
    var target = invalid || $(".step-form input:not([type=hidden])");
    if (target) {
      if (invalid && invalid.tagName === "FIELDSET") target = $("input", invalid);
      target.focus({ preventScroll: false });
    }
  }

  /* -- chat over POST /api/v1/chat -- */
  function citationsNode(cites, label) {
    var wrap = el("div", "citations");
    wrap.appendChild(el("p", "citations-head", label));
    cites.forEach(function (c, i) {
      var d = el("details", "citation");
      var s = el("summary");
      s.appendChild(el("span", "cite-n", "[" + (i + 1) + "] "));
      var titles = (c.sources || []).map(function (x) { return x.title; }).filter(Boolean);
      s.appendChild(doc.createTextNode(titles.length ? titles.join("; ") : (c.doc_title || c.passage_id || "")));
      if (c.heading_path && c.heading_path.length) s.appendChild(el("span", "cite-path", " · " + c.heading_path.join(" › ")));
      d.appendChild(s);
      var q = el("blockquote", null, c.text || "");
      q.setAttribute("lang", "zh-CN");
      d.appendChild(q);
      if (c.passage_id) { var m = el("p", "cite-meta"); m.appendChild(el("code", null, c.passage_id)); d.appendChild(m); }
      wrap.appendChild(d);
    });
    return wrap;
  }

  function describe(item) {
    if (item == null) return "";
    if (typeof item !== "object") return String(item);
    return item.label || item.title || item.text || item.question || JSON.stringify(item);
  }

  function setupChat() {
    var form = $("#chat-form");
    // Without data-api (the API needs a key the page does not have) the plain form post works.
    if (form && !form.getAttribute("data-api")) return;
    if (!form || !window.fetch) return;
    var log = $("#chat-log");
    var box = $("#chat-message");
    var errorBox = $("#chat-error");
    var lang = doc.body.getAttribute("data-lang") || "zh";
    var msg = function (name) { return form.getAttribute("data-msg-" + name) || ""; };

    function turn(role, text) {
      var li = el("li", "turn turn-" + role);
      li.appendChild(el("p", "who", role === "user" ? msg("you") : msg("advisor")));
      var bubble = el("div", "bubble");
      bubble.appendChild(el("p", "text", text));
      li.appendChild(bubble);
      log.appendChild(li);
      return bubble;
    }
    function showError(text) {
      errorBox.textContent = text;
      errorBox.hidden = !text;
      if (text) box.setAttribute("aria-invalid", "true"); else box.removeAttribute("aria-invalid");
    }

    box.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); form.requestSubmit(); }
    });
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var text = box.value.trim();
      if (!text) { showError(msg("empty")); box.focus(); return; }
      showError("");
      turn("user", text);
      box.value = "";
      var pending = turn("assistant", msg("thinking"));
      pending.parentNode.classList.add("is-pending");
      form.classList.add("is-busy");
      var sid = form.getAttribute("data-session") || null;
      fetch(form.getAttribute("data-api"), {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept": "application/json" },
        body: JSON.stringify({ session_id: sid, message: text, lang: lang })
      }).then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) {
          if (!res.ok) throw new Error(body.message || res.status + " " + res.statusText);
          return body;
        });
      }).then(function (data) {
        pending.parentNode.classList.remove("is-pending");
        pending.textContent = "";
        pending.appendChild(el("p", "text", data.reply || ""));
        var understood = data.understood;
        var items = Array.isArray(understood) ? understood.map(describe)
          : (understood && typeof understood === "object") ? Object.keys(understood).map(function (k) { return k + ": " + describe(understood[k]); })
          : [];
        if (items.length) {
          var chips = el("div", "chips");
          chips.setAttribute("aria-label", msg("understood"));
          items.forEach(function (t) { chips.appendChild(el("span", "chip", t)); });
          pending.appendChild(chips);
        }
        // The reply text already asks the next question; no second line for it.
        if (data.citations && data.citations.length) pending.appendChild(citationsNode(data.citations, msg("sources")));
        if (data.session_id && data.session_id !== sid) {
          form.setAttribute("data-session", data.session_id);
          var base = form.getAttribute("data-page-base") || "";
          var path = base + "/s/" + encodeURIComponent(data.session_id) + "/chat";
          form.setAttribute("action", path + "?lang=" + lang);
          if (window.history && history.replaceState) history.replaceState(null, "", path + "?lang=" + lang);
        }
        if (data.recommendation && data.session_id) {
          var a = el("a", null, msg("results"));
          a.href = (form.getAttribute("data-page-base") || "") + "/s/" + encodeURIComponent(data.session_id) + "/results?lang=" + lang;
          var p = el("p", "chat-links"); p.appendChild(a); pending.appendChild(p);
        }
      }).catch(function (err) {
        pending.parentNode.remove();
        showError(msg("error").replace("{message}", err.message));
        box.value = text;
      }).then(function () {
        form.classList.remove("is-busy");
        box.focus();
      });
    });
  }

  function start() {
    setupCopy();
    setupPrint();
    setupChecklist();
    setupStep();
    setupChat();
    setupResize();
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();
