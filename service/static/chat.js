/* The chat page over POST /api/v1/chat. The page works without this file: the message
   form and the quick-reply buttons post, the panel of what was understood is rendered by
   the server. Here a turn is sent without a reload, the quick replies and the panel are
   redrawn from each reply, and a quick reply is sent when clicked.
   No inline scripts (CSP); every text shown comes from data-* attributes or the reply,
   and is set with textContent (replies are untrusted text). */
(function () {
  "use strict";
  var doc = document;

  function $(sel, root) { return (root || doc).querySelector(sel); }
  function el(tag, cls, text) {
    var node = doc.createElement(tag);
    if (cls) node.className = cls;
    if (text != null) node.textContent = text;
    return node;
  }

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

  function setupChat() {
    var form = $("#chat-form");
    // Without data-api (the API needs a key the page does not have) the plain form posts work.
    if (!form || !form.getAttribute("data-api") || !window.fetch) return;
    var log = $("#chat-log");
    var box = $("#chat-message");
    var errorBox = $("#chat-error");
    var quick = $("#chat-quick");
    var answers = $("#chat-answers");
    var openLine = $("#chat-open");
    var lang = doc.body.getAttribute("data-lang") || "zh";
    var msg = function (name) { return form.getAttribute("data-msg-" + name) || ""; };
    var base = form.getAttribute("data-page-base") || "";

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
    function editLink(sid, qid, label) {
      var a = el("a", "chat-edit", msg("edit"));
      a.href = base + "/s/" + encodeURIComponent(sid) + "/q/" + encodeURIComponent(qid) + "?lang=" + lang;
      a.appendChild(el("span", "visually-hidden", " " + label));
      return a;
    }
    function row(sid, qid, label, value, cls) {
      var div = el("div", "chat-answer" + (cls ? " " + cls : ""));
      div.appendChild(el("dt", null, label));
      var dd = el("dd", null, value + " ");
      if (sid) dd.appendChild(editLink(sid, qid, label));
      div.appendChild(dd);
      return div;
    }
    // The panel of what was understood: each answer by its label, editable, then the skipped.
    function drawProgress(progress, sid) {
      if (!answers || !progress) return;
      answers.textContent = "";
      (progress.answers || []).forEach(function (a) { answers.appendChild(row(sid, a.question, a.label, a.value_label)); });
      (progress.skipped || []).forEach(function (s) { answers.appendChild(row(sid, s.question, s.label, msg("skipped"), "is-skipped")); });
      if (openLine) {
        openLine.textContent = !(progress.answers || []).length ? msg("none")
          : progress.could_change_top ? msg("open").replace("{n}", progress.could_change_top) : msg("settled");
      }
    }
    function drawQuick(question) {
      if (!quick) return;
      Array.prototype.slice.call(quick.querySelectorAll("button")).forEach(function (b) { b.remove(); });
      var replies = (question && question.quick_replies) || [];
      replies.forEach(function (r) {
        var b = el("button", "btn btn-quick", r.label);
        b.type = "submit"; b.name = "message"; b.value = r.value;
        quick.appendChild(b);
      });
      quick.hidden = !replies.length;
    }
    function send(text) {
      showError("");
      turn("user", text);
      var pending = turn("assistant", msg("thinking"));
      pending.parentNode.classList.add("is-pending");
      form.classList.add("is-busy");
      var sid = form.getAttribute("data-session") || null;
      return fetch(form.getAttribute("data-api"), {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept": "application/json" },
        body: JSON.stringify({ session_id: sid, message: text, lang: lang })
      }).then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) {
          if (!res.ok) throw new Error(body.message || body.detail || res.status + " " + res.statusText);
          return body;
        });
      }).then(function (data) {
        pending.parentNode.classList.remove("is-pending");
        pending.textContent = "";
        pending.appendChild(el("p", "text", data.reply || ""));
        if (data.citations && data.citations.length) pending.appendChild(citationsNode(data.citations, msg("sources")));
        if (data.session_id && data.session_id !== sid) {
          form.setAttribute("data-session", data.session_id);
          var path = base + "/s/" + encodeURIComponent(data.session_id) + "/chat";
          form.setAttribute("action", path + "?lang=" + lang);
          if (quick) quick.setAttribute("action", path + "?lang=" + lang);
          if (window.history && history.replaceState) history.replaceState(null, "", path + "?lang=" + lang);
        }
        if (data.recommendation && data.session_id) {
          var a = el("a", null, msg("results"));
          a.href = base + "/s/" + encodeURIComponent(data.session_id) + "/results?lang=" + lang;
          var p = el("p", "chat-links"); p.appendChild(a); pending.appendChild(p);
        }
        drawProgress(data.progress, data.session_id);
        drawQuick(data.next_question);
      }).catch(function (err) {
        pending.parentNode.remove();
        showError(msg("error").replace("{message}", err.message));
        box.value = text;
      }).then(function () {
        form.classList.remove("is-busy");
        box.focus();
      });
    }

    box.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); form.requestSubmit(); }
    });
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var text = box.value.trim();
      if (!text) { showError(msg("empty")); box.focus(); return; }
      box.value = "";
      send(text);
    });
    if (quick) {
      quick.addEventListener("submit", function (e) {
        e.preventDefault();
        var b = e.submitter;
        if (b && b.value && !form.classList.contains("is-busy")) send(b.value);
      });
    }
  }

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", setupChat);
  else setupChat();
})();
