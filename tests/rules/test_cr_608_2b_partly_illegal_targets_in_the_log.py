"""CR 608.2b: "If the spell or ability is not countered, it will resolve normally. However, if any of its targets
are illegal, the part of the spell or ability's effect for which it is an illegal target can't perform any actions
on that target or make that target perform any actions." The log says which targets were illegal and why, as it
does for a spell whose every target is illegal."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game


def _electrolyze_after_the_elves_died() -> Game:
    """Electrolyze divided 1 to Llanowar Elves and 1 to P2; Shock kills the Elves in response."""
    game = board({"hand": ["Electrolyze", "Shock"], "battlefield": ["Island", "Island", "Mountain", "Mountain"],
                  "library": ["Plains", "Plains"]}, {"battlefield": ["Llanowar Elves"]})
    elves = game.find("Llanowar Elves")
    game.apply(f"cast {game.find('Electrolyze', zone='hand')}")
    game.apply(f"target {elves}")
    game.apply("target P2")
    if game.pending.kind == "divide":
        game.apply("divide 1 1")
    game.apply("autopay")
    cast(game, game.find("Shock", zone="hand"), elves)
    pass_both(game)  # Shock resolves: the Elves die (704.5g)
    pass_both(game)  # Electrolyze resolves for P2 only
    return game


def test_608_2b_the_spell_resolves_for_its_legal_target_and_the_log_names_the_illegal_one() -> None:
    game = _electrolyze_after_the_elves_died()
    assert game.state.players[1].life == 19 and len(game.zone("hand", 0)) == 1  # 1 to P2, 'Draw a card.'
    line = next(line for line in game.log() if line.startswith("Electrolyze resolves"))
    assert "but not for its illegal target(s) — Llanowar Elves left its zone (400.7)" in line
    assert "608.2b" in line


def test_608_2b_a_spell_whose_targets_are_all_legal_says_nothing_of_illegal_targets() -> None:
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    cast(game, game.find("Lightning Bolt", zone="hand"), "P2")
    pass_both(game)
    line = next(line for line in game.log() if line.startswith("Lightning Bolt resolves"))
    assert "illegal" not in line and "608.2b" not in line
