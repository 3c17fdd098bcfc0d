"""Looking at the top cards of a library and sorting them, one instruction after another (401.4: "If an
effect puts two or more cards in a specific position in a library at the same time, the owner of those cards
may arrange them in any order"; 701.20a: revealed cards are shown to all). Played with compiled cards:
Ponder, Consider, Brainstorm, Collected Company, Grisly Salvage, Delver of Secrets, Architects of Will."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, use_compiled

use_compiled("Ponder", "Consider", "Brainstorm", "Collected Company", "Grisly Salvage", "Delver of Secrets",
             "Architects of Will")

LIBRARY = ["Island", "Grizzly Bears", "Shock", "Forest", "Serra Angel", "Mountain", "Llanowar Elves", "Swamp"]


def _names(game, ids) -> list[str]:
    return [game.state.objects[i].card for i in ids]


def _pick(game, name: str) -> int:
    return next(i for i in game.pending.options if game.state.objects[i].card == name)


def test_401_4_ponder_puts_them_back_in_the_order_chosen_then_may_shuffle_then_draws() -> None:
    """Ponder: 'Look at the top three cards of your library, then put them back in any order. You may
    shuffle. Draw a card.' The player orders the three, one position at a time (the first chosen on top)."""
    game = board({"hand": ["Ponder"], "battlefield": ["Island"], "library": LIBRARY})
    cast(game, game.find("Ponder"))
    pass_both(game)
    assert game.pending.kind == "choose" and sorted(_names(game, game.pending.options)) == \
        ["Grizzly Bears", "Island", "Shock"]
    game.apply(f"choose {_pick(game, 'Shock')}")
    game.apply(f"choose {_pick(game, 'Island')}")
    assert game.pending.kind == "may"  # 'You may shuffle.' (701.24a)
    game.apply("no")
    assert _names(game, game.zone("hand", 0)) == ["Shock"]
    assert _names(game, game.zone("library", 0))[:2] == ["Island", "Grizzly Bears"]


def test_701_24a_ponder_may_shuffle() -> None:
    game = board({"hand": ["Ponder"], "battlefield": ["Island"], "library": LIBRARY})
    cast(game, game.find("Ponder"))
    pass_both(game)
    game.apply(f"choose {game.pending.options[0]}")
    game.apply(f"choose {game.pending.options[0]}")
    game.apply("yes")
    assert any(e.kind == "shuffle" for e in game.state.events())
    assert len(game.zone("hand", 0)) == 1 and len(game.zone("library", 0)) == len(LIBRARY) - 1


def test_401_4_consider_may_put_the_card_into_the_graveyard() -> None:
    """Consider: 'Look at the top card of your library. You may put that card into your graveyard. Draw a
    card.'"""
    game = board({"hand": ["Consider"], "battlefield": ["Island"], "library": LIBRARY})
    cast(game, game.find("Consider"))
    pass_both(game)
    assert _names(game, game.pending.options) == ["Island"] and game.pending.min == 0
    game.apply(f"choose {game.pending.options[0]}")
    assert _names(game, game.zone("graveyard", 0)) == ["Consider", "Island"] or \
        sorted(_names(game, game.zone("graveyard", 0))) == ["Consider", "Island"]
    assert _names(game, game.zone("hand", 0)) == ["Grizzly Bears"]


def test_401_4_consider_keeping_the_card_on_top_draws_it() -> None:
    game = board({"hand": ["Consider"], "battlefield": ["Island"], "library": LIBRARY})
    cast(game, game.find("Consider"))
    pass_both(game)
    game.apply("choose")  # none: the card stays on top
    assert _names(game, game.zone("hand", 0)) == ["Island"]


def test_401_4_brainstorm_puts_two_cards_from_hand_on_top_in_the_order_chosen() -> None:
    """Brainstorm: 'Draw three cards, then put two cards from your hand on top of your library in any
    order.' The first chosen ends up on top."""
    game = board({"hand": ["Brainstorm", "Swamp"], "battlefield": ["Island"], "library": LIBRARY})
    cast(game, game.find("Brainstorm"))
    pass_both(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 4  # Swamp + three drawn
    swamp = game.find("Swamp", zone="hand")
    game.apply(f"choose {swamp}")
    game.apply(f"choose {next(i for i in game.pending.options if i != swamp)}")  # one of the drawn cards
    assert len(game.zone("hand", 0)) == 2
    library = _names(game, game.zone("library", 0))
    assert library[0] == "Swamp" and library[1] in ("Island", "Grizzly Bears", "Shock") and library[2] == "Forest"
    assert sorted(_names(game, game.zone("hand", 0)) + [library[1]]) == ["Grizzly Bears", "Island", "Shock"]


def test_110_2a_collected_company_puts_up_to_two_small_creatures_onto_the_battlefield() -> None:
    """Collected Company: 'Look at the top six cards of your library. Put up to two creature cards with mana
    value 3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any
    order.' Serra Angel (mana value 5) and the seventh card, Llanowar Elves, can't be chosen."""
    game = board({"hand": ["Collected Company"], "battlefield": [{"card": "Forest", "count": 4}],
                  "library": LIBRARY})
    cast(game, game.find("Collected Company"))
    pass_both(game)
    assert sorted(_names(game, game.pending.options)) == ["Grizzly Bears"]
    assert (game.pending.min, game.pending.max) == (0, 2)
    game.apply("choose " + " ".join(str(i) for i in game.pending.options))
    while game.pending.kind == "choose":  # the order of the rest on the bottom (401.4)
        game.apply(f"choose {game.pending.options[0]}")
    assert game.find("Grizzly Bears", zone="battlefield")
    library = _names(game, game.zone("library", 0))
    assert library[:2] == ["Llanowar Elves", "Swamp"]
    assert sorted(library[2:]) == ["Forest", "Island", "Mountain", "Serra Angel", "Shock"]


def test_701_20a_grisly_salvage_reveals_and_puts_the_rest_into_the_graveyard() -> None:
    """Grisly Salvage: 'Reveal the top five cards of your library. You may put a creature or land card from
    among them into your hand. Put the rest into your graveyard.'"""
    game = board({"hand": ["Grisly Salvage"], "battlefield": ["Forest", "Swamp"], "library": LIBRARY})
    cast(game, game.find("Grisly Salvage"))
    pass_both(game)
    assert "Shock" not in _names(game, game.pending.options)
    game.apply(f"choose {_pick(game, 'Serra Angel')}")
    reveal = [e for e in game.state.events() if e.kind == "reveal_cards"]
    assert reveal and len(reveal[0].args["cards"]) == 5
    assert _names(game, game.zone("hand", 0)) == ["Serra Angel"]
    assert sorted(_names(game, game.zone("graveyard", 0))) == ["Forest", "Grisly Salvage", "Grizzly Bears",
                                                                 "Island", "Shock"]


def test_701_27a_delver_transforms_when_an_instant_is_revealed() -> None:
    """Delver of Secrets: 'At the beginning of your upkeep, look at the top card of your library. You may
    reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.'"""
    game = board({"battlefield": ["Delver of Secrets"], "library": ["Shock", *LIBRARY]}, step="end", turn=2,
                 active="P2")
    pass_until(game, "upkeep", turn=3)
    pass_both(game)  # the trigger resolves
    assert game.pending.kind == "choose" and game.pending.min == 0
    game.apply(f"choose {game.pending.options[0]}")
    delver = game.state.zones["battlefield"][0]
    assert game.chars(delver).name == "Insectile Aberration"


def test_701_27a_delver_stays_when_a_land_is_revealed() -> None:
    game = board({"battlefield": ["Delver of Secrets"], "library": LIBRARY}, step="end", turn=2, active="P2")
    pass_until(game, "upkeep", turn=3)
    pass_both(game)
    game.apply(f"choose {game.pending.options[0]}")
    delver = game.state.zones["battlefield"][0]
    assert game.chars(delver).name == "Delver of Secrets"


def test_401_4_architects_of_will_orders_target_players_library() -> None:
    """Architects of Will: 'look at the top three cards of target player's library, then put them back in any
    order.' The looked-at cards are the opponent's, ordered by the controller."""
    game = board({"hand": ["Architects of Will"], "battlefield": [{"card": "Island", "count": 3},
                                                                   {"card": "Swamp", "count": 3}]},
                 {"library": LIBRARY})
    cast(game, game.find("Architects of Will"))
    pass_both(game)
    game.apply("target P2")
    pass_both(game)
    assert game.pending.player == 0
    game.apply(f"choose {_pick(game, 'Shock')}")
    game.apply(f"choose {_pick(game, 'Grizzly Bears')}")
    assert _names(game, game.zone("library", 1))[:3] == ["Shock", "Grizzly Bears", "Island"]
