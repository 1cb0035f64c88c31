-- POST /api/v1/recommend with a different, fully answered intake on every request: every
-- choice drawn from the vocabulary and the sizing numbers from realistic values, so neither
-- the estimator's cache nor the what-if cache can carry the run.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "report.lua")

local tasks = {"pretraining", "fine_tuning", "continued_training", "inference", "data_processing"}
local scales = {"small", "medium", "large"}
local compliance = {"data_on_premises", "data_in_country", "domestic_hardware", "regulated_industry"}
local ops = {"none", "limited", "dedicated_team"}
local usage = {"trial", "project", "continuous"}
local budget = {"opex", "capex", "either"}
local owned = {"none", "some", "cluster"}
local params = {0.5, 1, 3, 7, 8, 13, 14, 32, 34, 70, 72, 110, 180, 236, 405, 671}
local tokens = {0.1, 0.5, 1, 2, 5, 10, 20, 50, 100, 300, 1000, 2000}
local days = {1, 2, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90}
-- A team owning hardware says how many GPUs (as tests/profiles.py draws them).
local owned_gpus = {some = {2, 4, 8, 16}, cluster = {32, 64, 128, 256, 1024}}

local function pick(t) return t[math.random(#t)] end

function setup(thread)
  thread:set("seed", math.random(1, 1e9))
end

function init(args)
  math.randomseed(seed or os.time())
end

request = function()
  local c = {}
  for _, id in ipairs(compliance) do
    if math.random() < 0.25 then c[#c + 1] = '"' .. id .. '"' end
  end
  local hardware = pick(owned)
  local count = ""
  if owned_gpus[hardware] then count = ', "owned_gpus": ' .. pick(owned_gpus[hardware]) end
  local body = string.format(
    '{"answers": {"task_type": "%s", "model_params_b": %s, "dataset_tokens_b": %s, ' ..
    '"training_days": %s, "data_scale": "%s", "compliance": [%s], "ops_capacity": "%s", ' ..
    '"usage_pattern": "%s", "budget_model": "%s", "existing_hardware": "%s"%s}}',
    pick(tasks), pick(params) * (0.9 + 0.2 * math.random()), pick(tokens), pick(days), pick(scales),
    table.concat(c, ", "), pick(ops), pick(usage), pick(budget), hardware, count)
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"}, body)
end

done = report
