/* Progressive enhancement for the advisor pages. Every page works without this file:
   forms post and links navigate. Here we only make things smoother: copy buttons, a
   checklist saved as it is ticked and the iframe height for portals (the chat is in chat.js).
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

  function start() {
    setupCopy();
    setupPrint();
    setupChecklist();
    setupStep();
    setupResize();
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();
