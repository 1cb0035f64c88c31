-- POST /api/v1/recommend with one fully answered intake: validation, the rule engine, the
-- estimate and cited evidence run on every request (the what-if part is cached per answer
-- set, as it is when a user reloads their advice).
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "report.lua")

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"answers": {"task_type": "fine_tuning", "model_params_b": 13, ' ..
           '"compliance": ["regulated_industry"], "ops_capacity": "none", ' ..
           '"usage_pattern": "continuous", "budget_model": "capex", "existing_hardware": "none", ' ..
           '"data_scale": "medium", "dataset_tokens_b": 5, "training_days": 10}}'

done = report
