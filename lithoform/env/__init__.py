"""The learning environments under the name issue 14 gives them: `lithoform.env.gym`, `.pettingzoo`, `.openspiel`
and `.encoding` are the very modules of `lithoform.play.env` (README, "Learning environments"; they need the
optional extra `lithoform[rl]`, `encoding` only numpy)."""
