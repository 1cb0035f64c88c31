-- The same request as recommend.lua, sent to the bare litestar app (bench/load.py's
-- `create_bare_app`): parse a JSON body, answer a small JSON object. The serving floor.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "recommend.lua")
