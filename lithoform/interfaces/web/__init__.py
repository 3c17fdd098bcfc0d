"""The browser interface (`lithoform serve`): play against an agent or hot-seat, replay a game record, step
through a scenario, on a board drawn by plain JS modules (static/). Needs the `web` extra (starlette,
uvicorn); the rest of lithoform does not import this package."""
