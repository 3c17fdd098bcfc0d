"""Nissa, Who Shakes the World, compiled from its Oracle text and played.

Oracle text: Whenever you tap a Forest for mana, add an additional {G}. / [+1]: Put three +1/+1 counters on up
to one target noncreature land you control. Untap it. It becomes a 0/0 Elemental creature with vigilance and
haste that's still a land. / [−8]: You get an emblem with "Lands you control have indestructible." Search your
library for any number of Forest cards, put them onto the battlefield tapped, then shuffle.
(106.12a, 605.1b, 605.4a, 205.1b, 611.2a, 114, 701.23a; mechanics/mana_triggers, animated_lands, emblems)"""

from __future__ import annotations

from support import activate, board, pass_until, resolve_stack

from lithoform import Game

NISSA = "Nissa, Who Shakes the World"


def _board(loyalty: int = 5, library: list[str] | None = None) -> Game:
    p1: dict = {"battlefield": [{"card": NISSA, "counters": {"loyalty": loyalty}}, {"card": "Forest", "tapped": True},
                                "Forest", "Island"]}
    if library is not None:
        p1["library"] = library
    return board(p1, {"battlefield": ["Forest"]})


def _mine(game: Game, name: str) -> list[int]:
    return [o for o in game.state.zones["battlefield"] if game.chars(o).name == name
            and game.state.objects[o].controller == 0]


def test_tapping_a_forest_for_mana_adds_an_additional_green() -> None:
    """106.12a, 605.1b, 605.4a: a triggered mana ability; it resolves at once, adding {G} more."""
    game = _board()
    forest = [f for f in _mine(game, "Forest") if not game.state.objects[f].tapped][0]
    game.apply(f"activate {forest} 1")
    assert [m.type for m in game.state.players[0].pool] == ["G", "G"]
    assert not game.state.stack


def test_only_forests_and_only_yours() -> None:
    """'you tap a Forest': an Island adds only its own mana; an opponent's Forest gets nothing from P1's Nissa."""
    game = _board()
    game.apply(f"activate {_mine(game, 'Island')[0]} 1")
    assert [m.type for m in game.state.players[0].pool] == ["U"]


def test_the_auto_payer_counts_the_additional_mana() -> None:
    """The Forest's {G}{G} pays for a two-mana spell from one Forest (mechanics/mana_triggers MANA_SOURCE_EXTRAS)."""
    from lithoform.cards.mana import parse_cost
    from lithoform.rules.payment import autopay_plan
    game = _board()
    assert autopay_plan(game.state, 0, parse_cost("{G}{G}")) is not None


def test_ruling_plus_one_lasts_indefinitely() -> None:
    """Ruling (2019-05-03): 'The effect of Nissa’s first loyalty ability lasts indefinitely. It doesn’t wear off
    during the cleanup step.' The land untaps, gets three +1/+1 counters and is a 0/0 Elemental creature with
    vigilance and haste that's still a land (205.1b)."""
    game = _board()
    tapped = [f for f in _mine(game, "Forest") if game.state.objects[f].tapped][0]
    activate(game, game.find(NISSA), 1, tapped)
    resolve_stack(game)
    c = game.chars(tapped)
    assert {"Land", "Creature"} <= set(c.types) and {"Forest", "Elemental"} <= set(c.subtypes)
    assert (c.power, c.toughness) == (3, 3) and {"vigilance", "haste"} <= set(c.keywords)
    assert not game.state.objects[tapped].tapped
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    c = game.chars(tapped)
    assert "Creature" in c.types and (c.power, c.toughness) == (3, 3)


def test_plus_one_with_no_target() -> None:
    """'up to one target': Nissa's +1 may be activated with no target (115.3); nothing happens but loyalty."""
    game = _board()
    nissa = game.find(NISSA)
    activate(game, nissa, 1)
    if game.pending.kind == "target":
        game.apply("done")
    resolve_stack(game)
    assert game.state.objects[nissa].counter("loyalty") == 6


def test_minus_eight_emblem_and_any_number_of_forests() -> None:
    """114.1-2: the emblem is in the command zone; 'Lands you control have indestructible.' 701.23a: 'any
    number of Forest cards' (none to all), put onto the battlefield tapped."""
    game = _board(8, ["Forest", "Island", "Forest", "Forest"])
    activate(game, game.find(NISSA), 2)
    resolve_stack_or_choose(game)
    forests = _mine(game, "Forest")
    assert len(forests) == 2 + 3
    assert sum(game.state.objects[f].tapped for f in forests) == 1 + 3
    assert "indestructible" in game.chars(_mine(game, "Island")[0]).keywords
    theirs = [o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == 1]
    assert "indestructible" not in game.chars(theirs[0]).keywords


def resolve_stack_or_choose(game: Game) -> None:
    for _ in range(20):
        if game.pending.kind == "choose":
            game.apply("choose " + " ".join(str(o) for o in game.pending.options))
            continue
        if not game.state.stack:
            return
        game.apply("pass")
