"""Quoted abilities (113.1a, 111.4, 613.1f) in the forms the compiler reads: a quote ending in the outer list's
comma, a token's ability naming the token, 'a card named [this card]' in a quote (201.2), the card itself gaining
a quote naming it (201.5a), and 'It's an Aura enchantment with ..., and it loses all other abilities.'"""

from __future__ import annotations

from support import activate, board, cast, names, pass_both, pass_until, tokens

BEARS = "Grizzly Bears"


def test_111_4_a_quote_ending_in_the_lists_comma():
    """Tend the Pests: 'Create X 1/1 black and green Pest creature tokens with "When this creature dies, you gain 1
    life," where X is the sacrificed creature's power.' Ruling: "Copies of Tend the Pests will use the power of the
    creature sacrificed for the original spell to determine the number of Pests each copy creates." """
    game = board({"hand": ["Tend the Pests"], "battlefield": ["Hill Giant", "Swamp", "Forest", "Forest"]})
    giant = game.find("Hill Giant")
    game.apply(f"cast {game.find('Tend the Pests')}")
    game.apply(f"sacrifice {giant}")
    game.apply("autopay")
    pass_both(game)
    pests = [t for t in tokens(game) if game.chars(t).name == "Pest Token"]
    assert len(pests) == 3
    assert any("gain 1 life" in a.text for a in game.chars(pests[0]).abilities)


def test_201_5a_a_tokens_ability_naming_the_token_means_the_token():
    """Sparkspitter: 'Create a 3/1 red Elemental creature token named Spark Elemental. It has trample, haste, and
    "At the beginning of the end step, sacrifice Spark Elemental."' The name in the token's ability is the token."""
    game = board({"hand": ["Forest"], "battlefield": ["Sparkspitter", "Mountain"]})
    activate(game, game.find("Sparkspitter"), 1)
    game.apply(f"discard {game.find('Forest')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    token = game.find("Spark Elemental")
    assert {"trample", "haste"} <= set(game.chars(token).keywords)
    pass_until(game, "end")
    pass_both(game)  # the token's end step trigger resolves
    assert "Spark Elemental" not in names(game, "battlefield")


def test_201_2_a_card_named_this_card_in_a_tokens_ability_is_that_name():
    """Rekindling Phoenix ruling: "If another card copies Rekindling Phoenix ..., the Elemental token's triggered
    ability will look for a card named Rekindling Phoenix, not one with the other card's name." At the beginning of
    the upkeep, the token is sacrificed and the Phoenix returns (with haste until end of turn)."""
    game = board({"battlefield": ["Rekindling Phoenix", "Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", game.find("Rekindling Phoenix"))
    pass_both(game)  # the Phoenix dies
    pass_both(game)  # its trigger makes the Elemental
    assert names(game, "battlefield").count("Elemental Token") == 1
    for _ in range(200):  # to P1's next upkeep, where the token's trigger targets the Phoenix card
        if game.pending.kind == "target":
            break
        pass_both(game) if game.pending.kind == "priority" else game.apply("done")
    assert game.state.turn == 5 and game.state.step == "upkeep"
    game.apply(f"target {game.find('Rekindling Phoenix', zone='graveyard')}")
    pass_both(game)
    assert "Elemental Token" not in names(game, "battlefield")
    phoenix = game.find("Rekindling Phoenix")
    assert game.state.objects[phoenix].zone == "battlefield" and "haste" in game.chars(phoenix).keywords


def test_613_1f_the_card_gains_a_quote_that_names_it():
    """Cruel Deceiver: '{2}: Reveal the top card of your library. If it's a land card, Cruel Deceiver gains
    "Whenever Cruel Deceiver deals damage to a creature, destroy that creature" until end of turn.' The name in
    the quote is the Deceiver, which has the ability (201.5a)."""
    game = board({"battlefield": ["Cruel Deceiver", "Island", "Island"], "library": ["Forest"] * 5})
    deceiver = game.find("Cruel Deceiver")
    activate(game, deceiver, 2)
    pass_both(game)
    assert any("destroy that creature" in a.text for a in game.chars(deceiver).abilities)


def test_its_an_aura_and_it_loses_all_other_abilities():
    """Bronzehide Lion: 'When Bronzehide Lion dies, return it to the battlefield. It's an Aura enchantment with
    enchant creature you control and "{G}{W}: Enchanted creature gains indestructible until end of turn," and it
    loses all other abilities.' Ruling: "You choose a creature you control for Bronzehide Lion to enchant as it
    returns to the battlefield." """
    game = board({"battlefield": ["Bronzehide Lion", BEARS, "Mountain"], "hand": ["Lightning Bolt"]})
    lion = game.find("Bronzehide Lion")
    cast(game, "Lightning Bolt", lion)
    pass_both(game)  # the Lion dies; its trigger goes on the stack
    while game.state.stack or game.pending.kind != "priority":
        if game.pending.kind == "priority":
            pass_both(game)
        else:
            game.apply(game.legal_actions()[0])
    aura = game.find("Bronzehide Lion")
    c = game.chars(aura)
    assert "Aura" in c.subtypes and "Creature" not in c.types
    assert game.state.objects[aura].attached_to == game.find(BEARS)
    texts = [a.text for a in c.abilities]
    assert any("Enchanted creature gains indestructible" in t for t in texts)
    assert not any("Bronzehide Lion gains indestructible" in t for t in texts)


def test_613_1f_losing_a_quoted_ability_until_end_of_turn():
    """Glittering Lion: 'Prevent all damage that would be dealt to Glittering Lion.' / '{3}: Until end of turn,
    Glittering Lion loses "Prevent all damage that would be dealt to Glittering Lion." Any player may activate this
    ability.' Once it has lost the ability, damage is dealt to it."""
    game = board({"battlefield": ["Mountain"] * 5, "hand": ["Shock", "Shock"]}, {"battlefield": ["Glittering Lion"]})
    lion = game.find("Glittering Lion")
    cast(game, "Shock", lion)
    pass_both(game)
    assert game.state.objects[lion].damage == 0  # prevented (615.1a)
    activate(game, lion, 1)  # P1 activates the opponent's Lion's ability (602.2: any player may)
    pass_both(game)
    cast(game, "Shock", lion)
    pass_both(game)
    assert "Glittering Lion" in names(game, "graveyard", 1)


def test_return_tapped_with_a_counter():
    """Undying Malice: 'Until end of turn, target creature gains "When this creature dies, return it to the
    battlefield tapped under its owner's control with a +1/+1 counter on it."' """
    game = board({"battlefield": [BEARS, "Swamp", "Mountain"], "hand": ["Undying Malice", "Lightning Bolt"]})
    bears = game.find(BEARS)
    cast(game, "Undying Malice", bears)
    pass_both(game)
    cast(game, "Lightning Bolt", bears)
    pass_both(game)  # the Bears die; the granted trigger goes on the stack
    pass_both(game)
    back = game.find(BEARS)
    assert game.state.objects[back].zone == "battlefield" and game.state.objects[back].tapped
    assert game.state.objects[back].counter("+1/+1") == 1


def test_118_12_destroy_unless_you_pay():
    """The Tabernacle at Pendrell Vale: 'All creatures have "At the beginning of your upkeep, destroy this creature
    unless you pay {1}."' A creature whose controller doesn't pay is destroyed."""
    game = board({"battlefield": ["The Tabernacle at Pendrell Vale", BEARS]}, step="untap")
    for _ in range(20):
        if game.pending.kind not in ("priority",) or game.state.stack:
            break
        pass_both(game)
    while game.state.stack or game.pending.kind != "priority":
        if game.pending.kind == "priority":
            pass_both(game)
        else:  # the payment offer: decline (no mana)
            options = [str(a) for a in game.legal_actions()]
            game.apply("no" if "no" in options else options[0])
    assert BEARS in names(game, "graveyard")


def _through_upkeep(game, answer: str) -> None:
    """Passes to the end of the upkeep's triggers, answering each payment offer (118.12) with `answer`."""
    for _ in range(50):
        if game.state.step not in ("untap", "upkeep") and not game.state.stack:
            return
        if game.pending.kind == "priority":
            pass_both(game)
        else:
            game.apply(answer)


def test_118_12_unless_you_pay_its_mana_cost():
    """Pendrell Flux: 'Enchanted creature has "At the beginning of your upkeep, sacrifice this creature unless you
    pay its mana cost."' Paying the creature's mana cost ({1}{G} for Grizzly Bears) keeps it; not paying doesn't."""
    for answer, kept in (("yes", True), ("no", False)):
        game = board({"battlefield": [{"card": BEARS, "label": "b"}, {"card": "Pendrell Flux", "attached_to": "b"},
                                      "Forest", "Forest"]}, step="untap")
        _through_upkeep(game, answer)
        assert (BEARS in names(game, "battlefield")) is kept, answer


def test_118_6_no_mana_cost_cant_be_paid():
    """118.6: 'An ability can also have an unpayable cost if its cost is based on the mana cost of an object with no
    mana cost.' Dryad Arbor (no mana cost) enchanted by Pendrell Flux is sacrificed, with mana or without."""
    game = board({"battlefield": [{"card": "Dryad Arbor", "label": "d"}, {"card": "Pendrell Flux", "attached_to": "d"},
                                  "Forest", "Forest"]}, step="untap")
    _through_upkeep(game, "yes")
    assert "Dryad Arbor" in names(game, "graveyard")


def test_611_3a_enchanted_artifact_has():
    """Disruption Aura: 'Enchanted artifact has "At the beginning of your upkeep, sacrifice this artifact unless you
    pay its mana cost."' The artifact's controller (whose ability it is) sacrifices it if they don't pay."""
    game = board({"battlefield": [{"card": "Disruption Aura", "attached_to": "r"}]},
                 {"battlefield": [{"card": "Sol Ring", "label": "r"}]}, active="P2", step="untap")
    ring = game.find("Sol Ring")
    assert any("unless you pay its mana cost" in a.text for a in game.chars(ring).abilities)
    _through_upkeep(game, "no")
    assert "Sol Ring" in names(game, "graveyard", 1)
