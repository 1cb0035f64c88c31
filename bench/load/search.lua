-- POST /api/v1/search, cycling through zh and en questions: each request embeds its query
-- (nothing is cached by query text) and searches the faiss index.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "report.lua")

local queries = {
  "卡经常闲着怎么办", "how long do jobs wait in the queue", "断点续训", "私有化部署适合什么团队",
  "GPU虚拟化损耗多少", "do small teams need their own cluster", "公有云按需计费贵不贵",
  "what does a hybrid setup need", "数据不能出本地怎么办", "运维团队要多少人",
}
local n = 0

function request()
  n = n + 1
  local body = string.format('{"query": "%s", "k": 5}', queries[(n % #queries) + 1])
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"}, body)
end

done = report
