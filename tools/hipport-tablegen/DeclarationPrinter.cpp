//===- DeclarationPrinter.cpp - Normalised declarations of a header tree --===//

#include "DeclarationPrinter.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include <algorithm>
#include <functional>

using namespace clang;

namespace hipport {
namespace tablegen {
namespace {

/// The records of one translation unit. The preprocessor callbacks run
/// while parsing and the declarations are walked afterwards, so records are
/// kept with their location and printed in translation-unit order at the end.
class Listing {
public:
  void add(SourceLocation Loc, llvm::StringRef Kind, llvm::StringRef File,
           std::string Text) {
    Records.push_back({Loc, Kind.str(), File.str(), std::move(Text)});
  }

  void print(const SourceManager &SM, llvm::raw_ostream &OS) {
    std::stable_sort(Records.begin(), Records.end(),
                     [&](const Record &A, const Record &B) {
                       return SM.isBeforeInTranslationUnit(A.Loc, B.Loc);
                     });
    for (const Record &R : Records) {
      OS << R.Kind << '\t' << R.File << '\t';
      for (char C : R.Text) {
        if (C == '\\')
          OS << "\\\\";
        else if (C == '\n')
          OS << "\\n";
        else if (C == '\t')
          OS << "\\t";
        else
          OS << C;
      }
      OS << '\n';
    }
  }

private:
  struct Record {
    SourceLocation Loc;
    std::string Kind, File, Text;
  };
  std::vector<Record> Records;
};

class DeclarationPrinter : public ASTConsumer {
public:
  DeclarationPrinter(PathFilter &Paths, Listing &Out, llvm::raw_ostream &OS,
                     std::function<void()> AddMacros)
      : Paths(Paths), Out(Out), OS(OS), AddMacros(std::move(AddMacros)) {}

  void HandleTranslationUnit(ASTContext &Context) override {
    Ctx = &Context;
    walk(Context.getTranslationUnitDecl(), "", "");
    AddMacros();
    Out.print(Context.getSourceManager(), OS);
  }

private:
  PrintingPolicy policy(bool Terse) const {
    PrintingPolicy P(Ctx->getLangOpts());
    P.TerseOutput = Terse;
    P.SuppressScope = false;
    return P;
  }

  /// Descends into namespaces and linkage blocks, printing the other
  /// declarations wrapped in them so that each line stands alone.
  void walk(const DeclContext *DC, const std::string &Open,
            const std::string &Close) {
    for (const Decl *D : DC->decls()) {
      if (D->isImplicit())
        continue;
      if (const auto *LS = dyn_cast<LinkageSpecDecl>(D)) {
        bool IsC = LS->getLanguage() == LinkageSpecLanguageIDs::C;
        walk(LS, Open + (IsC ? "extern \"C\" { " : "extern \"C++\" { "),
             " }" + Close);
        continue;
      }
      if (const auto *NS = dyn_cast<NamespaceDecl>(D)) {
        std::string Head = NS->isInline() ? "inline namespace " : "namespace ";
        walk(NS, Open + Head + NS->getName().str() + " { ", " }" + Close);
        continue;
      }
      std::optional<std::string> File =
          Paths.fileUnderPrefix(Ctx->getSourceManager(), D->getLocation());
      if (!File)
        continue;
      std::string Text = print(D);
      if (!Text.empty())
        Out.add(Ctx->getSourceManager().getExpansionLoc(D->getBeginLoc()),
                "decl", *File, Open + Text + Close);
    }
  }

  /// A declaration as user code needs it, or "" for one that adds nothing
  /// (a redeclaration, an implicit instantiation, a static assertion).
  std::string print(const Decl *D) {
    std::string Out;
    llvm::raw_string_ostream S(Out);
    if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (!FD->isFirstDecl() ||
          FD->getTemplateSpecializationKind() != TSK_Undeclared)
        return "";
      return function(FD, FD);
    }
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D)) {
      if (!FT->isFirstDecl())
        return "";
      return function(FT, FT->getTemplatedDecl());
    }
    if (const auto *CT = dyn_cast<ClassTemplateDecl>(D)) {
      const CXXRecordDecl *Pattern = CT->getTemplatedDecl();
      if (!Pattern->isThisDeclarationADefinition() && !CT->isFirstDecl())
        return "";
      S << templateHead(CT->getTemplateParameters());
      return Out + record(Pattern) + ";";
    }
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D)) {
      if (!Spec->isExplicitSpecialization() &&
          !isa<ClassTemplatePartialSpecializationDecl>(Spec))
        return "";
      if (const auto *Partial =
              dyn_cast<ClassTemplatePartialSpecializationDecl>(Spec))
        S << templateHead(Partial->getTemplateParameters());
      else
        S << "template <> ";
      return Out + record(Spec) + ";";
    }
    if (const auto *TD = dyn_cast<TagDecl>(D))
      if (TD->isEmbeddedInDeclarator())
        return ""; // Written with the typedef or variable that names it.
    if (const auto *RD = dyn_cast<RecordDecl>(D)) {
      if (!RD->getIdentifier())
        return "";
      if (!RD->isThisDeclarationADefinition() && !RD->isFirstDecl())
        return "";
      return record(RD) + ";";
    }
    if (const auto *TD = dyn_cast<TypedefDecl>(D)) {
      if (const TagDecl *Tag = embeddedTag(TD->getUnderlyingType()))
        return "typedef " + tag(Tag) + " " + TD->getName().str() + ";";
    }
    if (const auto *VD = dyn_cast<VarDecl>(D)) {
      if (isa<VarTemplateSpecializationDecl>(VD) || !VD->isFirstDecl())
        return "";
      if (const TagDecl *Tag = embeddedTag(VD->getType()))
        return tag(Tag) + " " + VD->getName().str() + ";";
      // cuRAND's precomputed tables are megabytes of numbers no user code
      // reads at compile time; an initializer is kept only where constant
      // evaluation can use it.
      if (VD->hasInit() && !VD->getType()->isDependentType() &&
          !VD->isUsableInConstantExpressions(*Ctx) &&
          VD->getType()->isArrayType()) {
        PrintingPolicy P = policy(false);
        P.SuppressInitializers = true;
        VD->print(S, P);
        return Out + " = {};";
      }
    }
    if (isa<StaticAssertDecl, EmptyDecl, FriendDecl>(D))
      return "";
    if (const auto *ED = dyn_cast<EnumDecl>(D))
      if (!ED->isThisDeclarationADefinition() && !ED->isFirstDecl())
        return "";
    D->print(S, policy(false));
    return Out + ";";
  }

  /// A function's declaration, never its body: bodies are the toolkit's
  /// implementation, not its interface. Constant evaluation and return type
  /// deduction need one, so a constexpr or `auto` function that has a body
  /// gets the marker `@HIPPORT_BODY(key)@` instead, which decls.py replaces
  /// with a body the project wrote (tools/hipport-tablegen/bodies.yaml).
  std::string function(const Decl *D, const FunctionDecl *FD) {
    bool NeedsBody =
        FD->isConstexpr() ||
        FD->getDeclaredReturnType()->getContainedAutoType() != nullptr;
    const FunctionDecl *Def = nullptr;
    std::string Out;
    llvm::raw_string_ostream S(Out);
    D->print(S, policy(true));
    if (NeedsBody && FD->hasBody(Def) && Def == FD)
      return Out + " @HIPPORT_BODY(" + bodyKey(FD) + ")@";
    return Out + ";";
  }

  /// What names one function among its overloads: `ns::f(int, float)`,
  /// with ` const` for a const member function.
  std::string bodyKey(const FunctionDecl *FD) {
    std::string Key = FD->getQualifiedNameAsString() + "(";
    for (const ParmVarDecl *P : FD->parameters()) {
      if (P != FD->parameters().front())
        Key += ", ";
      Key += P->getType().getAsString(policy(false));
    }
    Key += ")";
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->isConst())
        Key += " const";
    return Key;
  }

  /// A data member. clang's printer puts `alignas` after the declarator,
  /// where it does not parse; it goes first here.
  std::string field(const FieldDecl *F) {
    std::string Out;
    llvm::raw_string_ostream S(Out);
    for (const Attr *A : F->attrs())
      if (!A->isImplicit()) {
        A->printPretty(S, policy(false));
        S << " ";
      }
    if (F->isMutable())
      S << "mutable ";
    F->getType().print(S, policy(false), F->getName());
    if (F->isBitField()) {
      S << " : ";
      F->getBitWidth()->printPretty(S, nullptr, policy(false));
    }
    if (const Expr *Init = F->getInClassInitializer()) {
      S << (F->getInClassInitStyle() == ICIS_ListInit ? "" : " = ");
      Init->printPretty(S, nullptr, policy(false));
    }
    return Out + ";";
  }

  /// The tag a typedef or variable defines in its own declarator
  /// (`typedef struct { ... } X;`); it is printed there, not on its own.
  static const TagDecl *embeddedTag(QualType T) {
    if (const auto *ET = dyn_cast<ElaboratedType>(T.getTypePtr()))
      return ET->getOwnedTagDecl();
    return nullptr;
  }

  std::string tag(const TagDecl *T) {
    if (const auto *RD = dyn_cast<RecordDecl>(T))
      return record(RD);
    std::string Out;
    llvm::raw_string_ostream S(Out);
    T->print(S, policy(false));
    return Out;
  }

  std::string templateHead(const TemplateParameterList *Params) {
    std::string Out;
    llvm::raw_string_ostream S(Out);
    Params->print(S, *Ctx, policy(false));
    return Out + " ";
  }

  /// `struct N : bases { members }` with member functions reduced to their
  /// declarations; a forward declaration when RD is not the definition.
  std::string record(const RecordDecl *RD) {
    std::string Out;
    llvm::raw_string_ostream S(Out);
    S << RD->getKindName();
    for (const Attr *A : RD->attrs())
      if (!A->isImplicit() && !A->isInherited()) {
        S << " ";
        A->printPretty(S, policy(false));
      }
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
      S << " " << Spec->getName() << "<";
      const TemplateArgumentList &Args = Spec->getTemplateArgs();
      if (const auto *Partial =
              dyn_cast<ClassTemplatePartialSpecializationDecl>(Spec)) {
        const ASTTemplateArgumentListInfo *Written =
            Partial->getTemplateArgsAsWritten();
        for (unsigned I = 0; I < Written->NumTemplateArgs; ++I) {
          if (I)
            S << ", ";
          Written->getTemplateArgs()[I].getArgument().print(policy(false), S,
                                                            true);
        }
      } else {
        for (unsigned I = 0; I < Args.size(); ++I) {
          if (I)
            S << ", ";
          Args[I].print(policy(false), S, true);
        }
      }
      S << ">";
    } else if (RD->getIdentifier()) {
      S << " " << RD->getName();
    }
    if (!RD->isThisDeclarationADefinition())
      return Out;
    if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD)) {
      bool First = true;
      for (const CXXBaseSpecifier &Base : CXX->bases()) {
        S << (First ? " : " : ", ");
        First = false;
        if (Base.isVirtual())
          S << "virtual ";
        if (Base.getAccessSpecifierAsWritten() != AS_none)
          S << getAccessSpelling(Base.getAccessSpecifierAsWritten()) << " ";
        S << Base.getType().getAsString(policy(false));
        if (Base.isPackExpansion())
          S << "...";
      }
    }
    S << " {\n";
    for (const Decl *M : RD->decls())
      S << member(M);
    S << "}";
    return Out;
  }

  std::string member(const Decl *M) {
    if (M->isImplicit())
      return "";
    if (const auto *AS = dyn_cast<AccessSpecDecl>(M))
      return getAccessSpelling(AS->getAccess()).str() + ":\n";
    if (const auto *Nested = dyn_cast<RecordDecl>(M)) {
      if (Nested->isAnonymousStructOrUnion())
        return "  " + record(Nested) + ";\n";
      if (Nested->isEmbeddedInDeclarator())
        return "";
    }
    if (const auto *Field = dyn_cast<FieldDecl>(M)) {
      if (const TagDecl *Tag = embeddedTag(Field->getType()))
        return "  " + tag(Tag) + " " + Field->getName().str() + ";\n";
      return "  " + field(Field) + "\n";
    }
    if (const auto *FD = dyn_cast<FunctionDecl>(M))
      return "  " + function(FD, FD) + "\n";
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(M))
      return "  " + function(FT, FT->getTemplatedDecl()) + "\n";
    if (isa<FriendDecl>(M)) {
      // Out-of-class definitions follow at namespace scope and are skipped
      // there; the in-class declaration is the one printed.
      std::string Out;
      llvm::raw_string_ostream S(Out);
      M->print(S, policy(true));
      return "  " + Out + ";\n";
    }
    std::string Text = print(M);
    return Text.empty() ? "" : "  " + Text + "\n";
  }

  PathFilter &Paths;
  Listing &Out;
  llvm::raw_ostream &OS;
  std::function<void()> AddMacros;
  ASTContext *Ctx = nullptr;
};

/// The #include lines, entered files and macros of files under the
/// prefixes.
class PreprocessorRecords : public PPCallbacks {
public:
  PreprocessorRecords(Preprocessor &PP, PathFilter &Paths, Listing &Out)
      : PP(PP), Paths(Paths), Out(Out) {}

  /// The #include directives of files under the prefixes, as spelled: the
  /// regenerated tree has the same layout, and the C and C++ library
  /// headers are still needed.
  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    const SourceManager &SM = PP.getSourceManager();
    std::optional<std::string> From = Paths.fileUnderPrefix(SM, HashLoc);
    if (!From || !File)
      return;
    Out.add(HashLoc, "include", *From,
            IsAngled ? "<" + FileName.str() + ">"
                     : "\"" + FileName.str() + "\"");
  }

  /// Every file under the prefixes is written, even one without records
  /// (host_config.h only includes crt/host_config.h under conditions).
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason != EnterFile)
      return;
    if (std::optional<std::string> File =
            Paths.fileUnderPrefix(PP.getSourceManager(), Loc))
      Out.add(Loc, "file", *File, "");
  }

  /// The macros still defined at the end of the translation unit, include
  /// guards too (user code tests `#ifdef CURAND_H_`); called once parsing
  /// is done (EndOfMainFile comes after the AST consumer).
  void addMacros() {
    Paths.forEachMacroUnderPrefix(PP, [&](const IdentifierInfo &II,
                                          const MacroInfo &MI,
                                          const std::string &File) {
      Out.add(MI.getDefinitionLoc(), "macro", File, definition(&II, &MI));
    });
  }

private:
  std::string definition(const IdentifierInfo *II, const MacroInfo *MI) const {
    std::string Out = "#define " + II->getName().str();
    if (MI->isFunctionLike()) {
      Out += "(";
      for (unsigned I = 0; I < MI->getNumParams(); ++I) {
        if (I)
          Out += ", ";
        const IdentifierInfo *P = MI->params()[I];
        Out += P->getName() == "__VA_ARGS__" ? "..." : P->getName().str();
      }
      if (MI->isGNUVarargs())
        Out += "...";
      Out += ")";
    }
    for (const Token &T : MI->tokens()) {
      Out += T.hasLeadingSpace() || &T == &MI->tokens().front() ? " " : "";
      Out += PP.getSpelling(T);
    }
    return Out;
  }

  Preprocessor &PP;
  PathFilter &Paths;
  Listing &Out;
};

class PrintAction : public ASTFrontendAction {
public:
  PrintAction(PathFilter &Paths, llvm::raw_ostream &OS)
      : Paths(Paths), OS(OS) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    auto Callbacks = std::make_unique<PreprocessorRecords>(PP, Paths, Records);
    PreprocessorRecords *Preprocessed = Callbacks.get();
    PP.addPPCallbacks(std::move(Callbacks));
    return std::make_unique<DeclarationPrinter>(
        Paths, Records, OS, [Preprocessed] { Preprocessed->addMacros(); });
  }

private:
  PathFilter &Paths;
  llvm::raw_ostream &OS;
  Listing Records;
};

} // namespace

std::unique_ptr<FrontendAction> DeclarationPrinterFactory::create() {
  return std::make_unique<PrintAction>(Paths, OS);
}

} // namespace tablegen
} // namespace hipport
