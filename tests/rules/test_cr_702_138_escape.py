"""CR 702.138 escape. 702.138a: “Escape [cost]” means “You may cast this card from your graveyard by paying
[cost] rather than paying its mana cost.” 702.138b: a spell or permanent “escaped” if that spell or the spell
that became that permanent was cast from a graveyard with an escape ability. 702.138c: “[This permanent]
escapes with [counters]” means “If this permanent escaped, it enters with [those counters].” Played with
compiled cards: Glimpse of Freedom ({1}{U} instant, 'Draw a card.', escape—{2}{U}, exile five other cards),
Chainweb Aracnir ({G} 1/2, escape—{3}{G}{G}, exile four other cards, escapes with three +1/+1 counters),
Uro, Titan of Nature's Wrath."""

from __future__ import annotations

from support import board, names, order_if_asked, resolve_stack, use_compiled

from lithoform.state.actions import Action

use_compiled("Glimpse of Freedom", "Chainweb Aracnir", "Uro, Titan of Nature's Wrath")

URO = "Uro, Titan of Nature's Wrath"
FILLER = ["Ponder", "Opt", "Shock", "Grizzly Bears", "Lightning Bolt", "Giant Growth"]


def _settle(game) -> None:
    """Resolves the stack, ordering triggers (603.3b) and declining optional choices."""
    for _ in range(60):
        if not game.state.stack and game.pending.kind == "priority":
            return
        order_if_asked(game)
        if game.pending.kind == "priority":
            game.apply("pass")
        elif game.pending.kind != "order":
            legal = [str(a) for a in game.legal_actions()]
            game.apply(next((a for a in legal if a in ("no", "decline", "done", "skip")), legal[0]))


def _escape(game, name: str) -> None:
    game.apply(f"cast {game.find(name, zone='graveyard')} escape")
    while game.pending.kind in ("exile", "target"):
        if game.pending.kind == "target":
            game.apply(f"target {game.pending.options[0]}")
        else:
            game.apply(f"exile {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_702_138a_cast_from_the_graveyard_for_the_escape_cost() -> None:
    """702.138a: {2}{U} and five other cards exiled from the graveyard; the spell then goes to the graveyard
    as usual (nothing exiles it)."""
    game = board({"graveyard": ["Glimpse of Freedom", *FILLER[:5]], "battlefield": [{"card": "Island", "count": 3}]})
    oid = game.find("Glimpse of Freedom", zone="graveyard")
    assert Action("cast", (oid, "escape")) in list(game.legal_actions())
    _escape(game, "Glimpse of Freedom")
    assert len(names(game, "exile", 0)) == 5
    resolve_stack(game)
    assert len(game.state.zones["hand:0"]) == 1
    assert names(game, "graveyard", 0) == ["Glimpse of Freedom"]


def test_702_138a_too_few_other_cards() -> None:
    """601.2h: 'exile five other cards': four other cards in the graveyard don't pay it."""
    game = board({"graveyard": ["Glimpse of Freedom", *FILLER[:4]], "battlefield": [{"card": "Island", "count": 3}]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_702_138c_escapes_with_three_counters() -> None:
    """702.138c: Chainweb Aracnir cast with escape enters with three +1/+1 counters (a 4/5)."""
    game = board({"graveyard": ["Chainweb Aracnir", *FILLER[:4]], "battlefield": [{"card": "Forest", "count": 5}]})
    _escape(game, "Chainweb Aracnir")
    resolve_stack(game)
    spider = game.find("Chainweb Aracnir", zone="battlefield")
    assert game.state.objects[spider].counter("+1/+1") == 3
    assert (game.chars(spider).power, game.chars(spider).toughness) == (4, 5)


def test_702_138c_cast_from_the_hand_no_counters() -> None:
    """702.138c: cast for its mana cost from the hand, it didn't escape: no counters."""
    game = board({"hand": ["Chainweb Aracnir"], "battlefield": ["Forest"]})
    game.apply(f"cast {game.find('Chainweb Aracnir')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    spider = game.find("Chainweb Aracnir", zone="battlefield")
    assert game.state.objects[spider].counter("+1/+1") == 0


def test_702_138b_uro_is_sacrificed_unless_it_escaped() -> None:
    """Uro: 'When Uro enters, sacrifice it unless it escaped.' Cast from the hand it is sacrificed; cast with
    escape it stays."""
    game = board({"hand": ["Uro, Titan of Nature's Wrath"], "library": ["Forest"] * 5,
                  "battlefield": ["Forest", "Island", "Island"]})
    game.apply(f"cast {game.find(URO)}")
    game.apply("autopay")
    _settle(game)
    assert "Uro, Titan of Nature's Wrath" in names(game, "graveyard", 0)
    game = board({"graveyard": ["Uro, Titan of Nature's Wrath", *FILLER[:5]], "library": ["Forest"] * 5,
                  "battlefield": [{"card": "Forest", "count": 2}, {"card": "Island", "count": 2}]})
    _escape(game, "Uro, Titan of Nature's Wrath")
    _settle(game)
    assert game.find("Uro, Titan of Nature's Wrath", zone="battlefield")
