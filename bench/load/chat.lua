-- POST /api/v1/chat as many users would: every connection holds a conversation. The first
-- turn sends "session_id": null; `response()` captures the id the server created and the
-- connection's next turns go to that session. After the last scripted turn the session is
-- dropped and a new conversation starts, so about 1 turn in #turns creates a session.
--
-- wrk does not say which connection a response belongs to, but a connection has at most one
-- request in flight: a session whose reply came back is free, and a connection that needs
-- a session takes a free one (or starts a new one).
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "report.lua")

local turns = {
  "我们是一家银行，想在本地机房微调一个130亿参数的模型", "没有运维人员", "GPU虚拟化损耗多少？",
  "长期持续使用", "其实是70B", "按量付费", "没有显卡", "数据大概5TB",
}
local free = {}      -- session ids whose last reply has arrived
local done_turns = {} -- session id -> turns answered so far
local headers = {["Content-Type"] = "application/json"}

function request()
  local sid = table.remove(free)
  if sid == nil then
    return wrk.format("POST", nil, headers,
                      string.format('{"session_id": null, "message": "%s"}', turns[1]))
  end
  local msg = turns[done_turns[sid] + 1]
  return wrk.format("POST", nil, headers,
                    string.format('{"session_id": "%s", "message": "%s"}', sid, msg))
end

function response(status, hdrs, body)
  if status ~= 200 then return end
  local sid = body:match('"session_id":%s*"([%w_%-]+)"')
  if sid == nil then return end
  local n = (done_turns[sid] or 0) + 1
  if n >= #turns then
    done_turns[sid] = nil  -- conversation over: the connection starts a new one
  else
    done_turns[sid] = n
    table.insert(free, sid)
  end
end

done = report
