"""Primordial Hydra: 'Primordial Hydra has trample as long as it has ten or more +1/+1 counters on it.'
A static ability's condition is checked continuously (611.3a), counting the counters, not the P/T."""

from __future__ import annotations

from support import board, cast, pass_both


def _hydra(counters: int, *, growth: bool) -> tuple[int, set[str]]:
    """The Hydra's power and keywords, with `counters` +1/+1 counters, after Titanic Growth if `growth`."""
    game = board({"battlefield": [{"card": "Primordial Hydra", "counters": {"+1/+1": counters}},
                                  {"card": "Forest", "count": 2}],
                  "hand": ["Titanic Growth"]})
    hydra = game.find("Primordial Hydra")
    if growth:
        cast(game, "Titanic Growth", hydra)
        pass_both(game)
    c = game.chars(hydra)
    return c.power, {k.lower() for k in c.keywords}


def test_611_3a_primordial_hydra_has_trample_with_ten_counters() -> None:
    assert _hydra(10, growth=False) == (10, {"trample"})
    assert _hydra(9, growth=False) == (9, set())


def test_primordial_hydra_ruling_counts_counters_not_power() -> None:
    """Ruling (2011-09-22): 'Consider only the number of +1/+1 counters on Primordial Hydra when determining if
    it has trample, not its power and toughness. For example, a Primordial Hydra with six +1/+1 counters on it
    that's been the target of Titanic Growth (giving it +4/+4) would not have trample.'"""
    assert _hydra(6, growth=True) == (10, set())
