"""Detain (701.35a): 'Until the next turn of the controller of that spell or ability, that permanent can't
attack or block and its activated abilities can't be activated.' (Azorius Arrester, Lyev Skyknight)"""
