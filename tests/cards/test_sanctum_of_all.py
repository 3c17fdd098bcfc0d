"""Sanctum of All — its official rulings and its Oracle text, as games (the card is compiled).

Oracle text: "At the beginning of your upkeep, you may search your library and/or graveyard for a Shrine
card and put it onto the battlefield. If you search your library this way, shuffle. / If an ability of
another Shrine you control triggers while you control six or more Shrines, that ability triggers an
additional time."
"""

from __future__ import annotations

from support import P1, basics, board, life, order_if_asked, resolve_stack, stack_abilities

SANCTUM = "Sanctum of All"
# five other Shrines: two with upkeep triggers, three whose triggers wait for the precombat main phase
OTHERS = ["Honden of Cleansing Fire", "Honden of Seeing Winds", "Sanctum of Calm Waters",
          "Sanctum of Fruitful Harvest", "Sanctum of Stone Fangs"]


def upkeep(battlefield: list, **zones: list) -> object:
    """P1's upkeep begins (from the untap step) with `battlefield`; its triggered abilities are put on
    the stack."""
    game = board({"battlefield": battlefield, "library": zones.get("library", ["Forest"] * 20),
                  "graveyard": zones.get("graveyard", [])}, step="untap")
    assert game.state.step == "upkeep"
    order_if_asked(game)
    return game


def sources(game) -> list[str]:
    return sorted(a.source_name for a in stack_abilities(game))


def decline_search(game) -> None:
    """Resolves the stack, answering 'no' to Sanctum of All's 'you may search'."""
    for _ in range(40):
        p = game.pending
        if p.kind == "may":
            game.apply("no")
        elif p.kind == "priority" and not game.state.stack:
            return
        elif p.kind == "priority":
            game.apply("pass")
        else:
            raise AssertionError(p)


def test_abilities_of_other_shrines_trigger_twice_with_six_shrines() -> None:
    """Oracle: "If an ability of another Shrine you control triggers while you control six or more Shrines,
    that ability triggers an additional time." Six Shrines: each Honden's upkeep ability triggers twice;
    Sanctum of All's own ability (not "another Shrine") once."""
    game = upkeep([SANCTUM, *OTHERS])
    assert sources(game) == ["Honden of Cleansing Fire", "Honden of Cleansing Fire", "Honden of Seeing Winds",
                             "Honden of Seeing Winds", SANCTUM]
    decline_search(game)
    assert life(game, P1) == 20 + 2 * (2 * 6)  # each instance: 2 life for each of the six Shrines


def test_with_five_shrines_abilities_trigger_once() -> None:
    """Oracle: "while you control six or more Shrines": with five, nothing triggers an additional time."""
    game = upkeep([SANCTUM, *OTHERS[:4]])
    assert sources(game) == ["Honden of Cleansing Fire", "Honden of Seeing Winds", SANCTUM]


def test_search_puts_a_shrine_from_the_graveyard_onto_the_battlefield() -> None:
    """Oracle: "you may search your library and/or graveyard for a Shrine card and put it onto the
    battlefield." Searching the graveyard only: the Honden is put onto the battlefield, the library is
    not shuffled."""
    game = upkeep([SANCTUM], graveyard=["Honden of Seeing Winds", "Grizzly Bears"])
    library = game.zone("library", P1)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.kind == "choose" and game.pending.options == (1, 0)
    game.apply("choose 0")  # the graveyard only
    (honden,) = game.pending.options  # Grizzly Bears isn't a Shrine card
    game.apply(f"choose {honden}")
    assert game.find("Honden of Seeing Winds")
    assert [game.chars(c).name for c in game.zone("graveyard", P1)] == ["Grizzly Bears"]
    assert game.zone("library", P1) == library


def test_a_shrine_put_onto_the_battlefield_during_upkeep_doesnt_trigger_that_upkeep() -> None:
    """Ruling (2020-06-23): "If the Shrine you put onto the battlefield with Sanctum of All's first ability
    during your upkeep has an ability that triggers at the beginning of your upkeep, it won't trigger
    during that upkeep."

    Honden of Cleansing Fire is found in the library: no upkeep trigger follows, the library is shuffled."""
    game = upkeep([SANCTUM], library=["Forest", "Honden of Cleansing Fire", "Forest"])
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    game.apply("choose 1")  # library and graveyard
    game.apply(f"choose {game.find('Honden of Cleansing Fire', zone='library')}")
    assert game.find("Honden of Cleansing Fire")
    assert game.pending.kind == "priority" and not game.state.stack
    assert life(game, P1) == 20
    assert [e for e in game.state.events() if e.kind == "shuffle"]


def test_activated_abilities_of_shrines_are_not_affected_but_their_triggers_are() -> None:
    """Ruling (2020-06-23): "Triggered abilities use the word “when,” “whenever,” or “at.” ... Activated
    abilities (written as “Cost: Effect”) of Shrines you control are also not affected."

    With six Shrines, Go-Shintai of Life's Origin's activated ability is put on the stack once; the Shrine
    it returns then makes its "whenever ... another nontoken Shrine enters" ability trigger twice."""
    shrines = [SANCTUM, "Go-Shintai of Life's Origin", *OTHERS[2:], "Honden of Cleansing Fire"]
    game = board({"battlefield": [*shrines, *basics(Plains=1, Island=1, Swamp=1, Mountain=1, Forest=1)],
                  "graveyard": ["Honden of Seeing Winds"]})
    game.apply(f"activate {game.find(shrines[1])} 1")
    game.apply(f"target {game.find('Honden of Seeing Winds', zone='graveyard')}")
    game.apply("autopay")
    assert [a.kind for a in stack_abilities(game)] == ["activated"]
    game.apply("pass")
    game.apply("pass")
    order_if_asked(game)
    assert sources(game) == ["Go-Shintai of Life's Origin"] * 2
    resolve_stack(game)
    assert len([t for t in game.state.battlefield if game.state.objects[t].token]) == 2
