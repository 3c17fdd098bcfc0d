"""Learning environments (README, "Learning environments"): the numeric encoding (`encoding`), a Gymnasium
`Env` (`gym`), a PettingZoo AEC environment (`pettingzoo`) and an OpenSpiel game (`openspiel`). They need the
optional extra `lithoform[rl]`; `encoding` needs only numpy."""
