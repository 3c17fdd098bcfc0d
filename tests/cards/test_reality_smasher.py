"""Reality Smasher, compiled from its Oracle text: 'Whenever Reality Smasher becomes the target of a spell an
opponent controls, counter that spell unless its controller discards a card.' (603.2 a trigger on becoming the
target of a *spell*, 113.1; 118.12 'unless', 701.6a counter)."""

from __future__ import annotations

from support import P2, board, cast, names, pass_both, use_compiled

use_compiled("Reality Smasher")


def _bolted(p2_hand: list[str]) -> object:
    game = board({"battlefield": ["Reality Smasher"]},
                 {"hand": ["Lightning Bolt", *p2_hand], "battlefield": ["Mountain"]}, active="P2")
    cast(game, "Lightning Bolt", game.find("Reality Smasher"))
    assert [a.text for a in game.state.waiting] == [] and len(game.state.stack) == 2  # the trigger is on the stack
    return game


def _damage(game: object) -> int:
    return game.state.objects[game.find("Reality Smasher")].damage  # type: ignore[attr-defined]


def test_an_opponents_spell_is_countered_when_its_controller_has_no_card_to_discard() -> None:
    """Ruling: "The last ability will trigger due to any spell controlled by an opponent (including an Aura spell)
    that targets Reality Smasher." With no card in hand, the spell's controller can't discard (118.12)."""
    game = _bolted([])
    pass_both(game)  # the trigger resolves: Lightning Bolt is countered
    assert "Lightning Bolt" in names(game, "graveyard", P2) and not game.state.stack
    assert _damage(game) == 0


def test_the_spells_controller_may_discard_a_card_and_the_spell_resolves() -> None:
    """118.12: the player named by 'unless its controller' chooses, as the trigger resolves, to discard."""
    game = _bolted(["Grizzly Bears"])
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may" and game.pending.player == P2
    game.apply("yes")
    assert names(game, "graveyard", P2) == ["Grizzly Bears"]
    pass_both(game)  # Lightning Bolt resolves
    assert _damage(game) == 3


def test_an_ability_targeting_it_doesnt_trigger_it() -> None:
    """'becomes the target of a spell': an activated ability (113.1, 602) isn't a spell."""
    game = board({"battlefield": ["Reality Smasher"]}, {"battlefield": ["Prodigal Pyromancer"]}, active="P2")
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    game.apply(f"target {game.find('Reality Smasher')}")
    assert len(game.state.stack) == 1
    pass_both(game)
    assert _damage(game) == 1


def test_its_controllers_own_spell_doesnt_trigger_it() -> None:
    """'a spell an opponent controls' (102.3): a spell of Reality Smasher's controller doesn't."""
    game = board({"battlefield": ["Reality Smasher", "Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", game.find("Reality Smasher"))
    assert len(game.state.stack) == 1
    pass_both(game)
    assert _damage(game) == 3
