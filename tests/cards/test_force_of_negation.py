"""Force of Negation ({1}{U}{U} instant), compiled from its Oracle text: "If it's not your turn, you may exile a
blue card from your hand rather than pay this spell's mana cost. / Counter target noncreature spell. If that
spell is countered this way, exile it instead of putting it into its owner's graveyard." (118.9, 701.6a)."""

from __future__ import annotations

from support import board, names, resolve_stack, use_compiled

use_compiled("Force of Negation")


def test_on_the_opponents_turn_exiling_a_blue_card_counters_and_exiles_the_spell() -> None:
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"hand": ["Force of Negation", "Ponder"]})
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    game.apply("autopay")
    bolt = game.state.stack[-1]
    game.apply("pass")
    game.apply(f"cast {game.find('Force of Negation')}")
    assert any(a.startswith("alternative") for a in map(str, game.legal_actions()))
    game.apply("alternative exile")
    game.apply(f"target {bolt}")
    game.apply(f"exile {game.find('Ponder')}")
    resolve_stack(game)
    assert "Lightning Bolt" in names(game, "exile", 0)
    assert "Ponder" in names(game, "exile", 1)
    assert game.state.players[1].life == 20


def test_on_your_own_turn_the_alternative_cost_isnt_offered() -> None:
    """'If it's not your turn': on P1's own turn, with no mana, P1 can't cast it at P2's Bolt."""
    game = board({"hand": ["Force of Negation", "Ponder"]}, {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    game.apply("pass")  # P2 gets priority in P1's main phase
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P1")
    game.apply("autopay")
    game.apply("pass")  # the caster passes: P1 gets priority (117.3c, 117.3d)
    assert game.pending.kind == "priority" and game.pending.player == 0
    negation = game.find("Force of Negation")
    assert not any(str(a).startswith(f"cast {negation}") for a in game.legal_actions())
